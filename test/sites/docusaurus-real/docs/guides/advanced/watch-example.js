// Polls the folder every quarter second.
beacon.watch('./inbox', { interval: 250 });
