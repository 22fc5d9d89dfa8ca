/** Written by ./index.ts for the locale being built: showcase entry ids in display order. */
declare module '@generated/showcase-order/default/order.json' {
  const ids: string[];
  export default ids;
}
