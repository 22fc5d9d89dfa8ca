import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// The theme's own function, by path: the package does not export it.
import { extractLeadingEmoji as themes } from '../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';
import { extractLeadingEmoji } from '../../src/theme/DocCard/leadingEmoji';

describe('leading emoji of a doc card label', () => {
  const labels = [
    '设备接入',
    'Device access',
    '⚠️ 注意事项',
    '🚀Quick start',
    '1️⃣ 第一步',
    '2024 版本说明',
    '「规则引擎」',
    '👩‍💻 Developers',
    '🇨🇳 中文',
    '',
  ];
  for (const label of labels) {
    it(`splits ${JSON.stringify(label)} as the theme does`, () => {
      assert.deepEqual(extractLeadingEmoji(label), themes(label));
    });
  }

  it('finds the emoji where there is one', () => {
    assert.deepEqual(extractLeadingEmoji('⚠️ 注意事项'), { emoji: '⚠️', rest: ' 注意事项' });
    assert.deepEqual(extractLeadingEmoji('设备接入'), { emoji: null, rest: '设备接入' });
  });
});
