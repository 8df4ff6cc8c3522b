export const footerNote = 'Our own footer';
