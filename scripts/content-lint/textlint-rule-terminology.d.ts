// textlint-rule-terminology ships no types; it is a textlint rule module.
declare module 'textlint-rule-terminology' {
  import type { TextlintRuleModule } from '@textlint/kernel';

  const rule: TextlintRuleModule;
  export default rule;
}
