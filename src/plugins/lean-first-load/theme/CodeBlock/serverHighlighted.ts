// The highlighted block as the server renders it, imported statically so that
// the server never suspends on it: a suspended block is streamed out of order
// (a hidden copy at the end of the page and an inline script that moves it),
// which hides the code from readers without scripts and gives the
// Content-Security-Policy one more script hash per block. The client build
// replaces this module with ./noServerHighlighted (../../index.ts), so Prism
// stays out of the client's first load.
export { default } from './Highlighted';
