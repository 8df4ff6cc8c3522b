document.documentElement.dataset.firingTimer = 'ready';
