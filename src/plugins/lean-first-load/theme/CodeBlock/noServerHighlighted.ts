// What the client build has in place of ./serverHighlighted: nothing (the
// browser loads ./Highlighted when a block comes near; see ./index.tsx).
const noServerHighlighted = undefined;
export default noServerHighlighted;
