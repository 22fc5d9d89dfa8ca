// The DocSearch stylesheet entry point ships without types.
declare module '@docsearch/react/style';
