/**
 * The words agree with the console: what a manual page presents as a console
 * label (CONTRIBUTING "Words") is a label of the public console, read from its
 * source into console-labels.json, unless a paid edition's label marks it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import {
  labelsFromScript,
  labelsFromSeed,
  labelsFromVue,
  normalizeLabel,
  stringLiterals,
} from '../../scripts/console-labels/labels';
import type { ConsoleLabels } from '../../scripts/console-labels/extract';
import {
  labelClaims,
  labelProblem,
  type LabelSets,
} from '../../scripts/content-lint/consoleLabels';
import { glossaryFile, parseGlossary } from '../../scripts/content-lint/glossaryTerms';
import { sourceRepos } from '../../src/data/platformFacts';
import { contentPages, root } from '../contentSources';

const labelsFile = path.join(root, 'scripts/content-lint/console-labels.json');
const consoleLabels = JSON.parse(fs.readFileSync(labelsFile, 'utf8')) as ConsoleLabels;

/** The glossary's concepts (rows not marked as UI labels), in the compared form. */
const concepts = parseGlossary(fs.readFileSync(glossaryFile, 'utf8'))
  .filter((row) => !row.note.startsWith('UI:'))
  .flatMap((row) => row.zh.map(normalizeLabel));

const sets: LabelSets = {
  labels: new Set(consoleLabels.labels),
  menus: new Set(consoleLabels.menus),
  menuSteps: new Set(consoleLabels.menuSteps),
  hiddenMenus: new Set(consoleLabels.hiddenMenus),
  terms: new Set(concepts),
};

/**
 * The manual: user and developer manual, Community pages, both locales. The
 * Enterprise pages describe a console that is not public; the glossary page
 * lists every term's Chinese form on purpose; the API reference is generated
 * from the server's source.
 */
const MANUAL =
  /^(?:docs\/(?:docs|develop)|versioned_docs\/version-community|i18n\/en\/docusaurus-plugin-content-docs\/(?:current\/(?:docs|develop)|version-community))\//;
const isManualPage = (file: string) =>
  MANUAL.test(file) &&
  !file.endsWith('base/concept/noun.md') &&
  !/develop\/api\/(?!index\.md)/.test(file);

describe('console labels read from the source', () => {
  it('reads template text, attributes and script strings of a view, not its comments', () => {
    const view = `<template>
  <!-- 旧按钮 -->
  <el-form-item label="产品名称：" prop="name"><el-input placeholder="请输入产品名称" /></el-form-item>
  <el-dialog :title="(form.id !== 0 ? '修改' : '添加') + '产品'">
  <el-button @click="add">{{ form.id ? '修 改' : '添 加' }}</el-button>
  <span>共 {{ total }} 条</span>
</template>
<script setup lang="ts">
// 获取列表
const tabs = [{ label: \`物模型\` }, { label: "设备\\u5b9e\\u4f8b" }];
/* 说明，这里是注释 */
ElMessage.success('删除成功！');
</script>`;
    const labels = labelsFromVue(view).sort();
    assert.deepEqual(
      labels,
      [
        '修改',
        '共',
        '条',
        '添加',
        '产品',
        '修改产品',
        '添加产品',
        '物模型',
        '产品名称',
        '请输入产品名称',
        '设备实例',
      ].sort(),
    );
  });

  it('splits a template literal at its holes and keeps escaped quotes', () => {
    assert.deepEqual(stringLiterals("a = `共${n}条`; b = 'it\\'s'"), ['共', '条', "it's"]);
    assert.deepEqual(labelsFromScript('x("设备详情") // 注释\ny = "确定要删除吗？"'), ['设备详情']);
  });

  it('reads live menus, permissions and dictionary labels from the seed', () => {
    const sql = `CREATE TABLE \`sys_menu\` (
  \`id\` int NOT NULL,
  \`parent_id\` int NOT NULL,
  \`title\` varchar(50) NOT NULL,
  \`status\` int NOT NULL,
  \`is_deleted\` int NOT NULL,
  \`deleted_at\` datetime DEFAULT NULL
);
INSERT INTO \`sys_menu\` VALUES (1,-1,'物联管理',1,0,NULL),(2,1,'已删除菜单',1,1,NULL),(3,1,'停用菜单',0,0,NULL),(4,1,'设备管理',1,0,NULL);
CREATE TABLE \`sys_dict_data\` (
  \`dict_label\` varchar(100) NOT NULL,
  \`deleted_at\` datetime DEFAULT NULL
);
INSERT INTO \`sys_dict_data\` VALUES ('超紧急',NULL),('旧值','2024-01-01 00:00:00');`;
    assert.deepEqual(labelsFromSeed(sql), {
      menus: ['物联管理', '设备管理'],
      menuSteps: ['物联管理 → 设备管理'],
      hiddenMenus: ['已删除菜单', '停用菜单'],
      labels: ['物联管理', '设备管理', '超紧急'],
    });
  });

  it('compares labels without white space or a trailing colon', () => {
    assert.equal(normalizeLabel(' 添 加 '), '添加');
    assert.equal(normalizeLabel('设备名称：'), '设备名称');
  });

  it('names the commits it was read from, the ones the fact registry was checked against', () => {
    for (const [repo, { commit }] of Object.entries(consoleLabels.sources)) {
      assert.equal(commit, sourceRepos[repo as keyof typeof sourceRepos], repo);
    }
    assert.ok(consoleLabels.menus.length >= 40 && consoleLabels.labels.length >= 1000);
    assert.ok(consoleLabels.menus.every((menu) => sets.labels.has(menu)));
  });
});

describe('what a page presents as a console label', () => {
  it('is bold Chinese on a Chinese page, a menu path split at its arrows, code left out', () => {
    const claims = labelClaims(
      '进入 **物联管理 → 设备管理 → 产品**，点击 **新增产品**。`**不是**` 也 **not a label**。\n\n```\n**代码**\n```\n',
      'zh-Hans',
    );
    assert.deepEqual(
      claims.map(({ text, segments, line }) => ({ text, segments, line })),
      [
        { text: '物联管理 → 设备管理 → 产品', segments: ['物联管理', '设备管理', '产品'], line: 1 },
        { text: '新增产品', segments: ['新增产品'], line: 1 },
      ],
    );
  });

  it('is any Chinese outside code on an English page', () => {
    const claims = labelClaims(
      '---\ntitle: x\n---\nClick **Add Product** (新增产品), then **Add** (添 加, ① in the picture).\n\nSee `代码` and the api文档 tab.\n',
      'en',
    );
    assert.deepEqual(
      claims.map(({ text, line }) => ({ text, line })),
      [
        { text: '新增产品', line: 4 },
        { text: '添 加', line: 4 },
        { text: 'api文档', line: 6 },
      ],
    );
  });

  it('is a paid edition’s label after an edition label: page, section or item', () => {
    const page = labelClaims(
      ':::info[适用版本]\n本页功能属于专业版。\n:::\n\n点击 **规则编排**。\n',
      'zh-Hans',
    );
    assert.equal(page[0]!.paidEdition, true);
    const sections = labelClaims(
      '## 场景（专业版）\n\n点击 **新建场景**。\n\n### 细节\n\n**触发方式**\n\n## 设备\n\n点击 **新增**，再点 **物模型**（企业版）。\n',
      'zh-Hans',
    );
    assert.deepEqual(
      sections.map(({ text, paidEdition }) => [text, paidEdition]),
      [
        ['新建场景', true],
        ['触发方式', true],
        ['新增', false],
        ['物模型', true],
      ],
    );
  });

  it('fails a label the console lacks, a path not starting at a menu, and passes a concept', () => {
    const claim = (text: string) => labelClaims(`**${text}**`, 'zh-Hans')[0]!;
    assert.equal(labelProblem(claim('模板配置'), sets), undefined);
    assert.equal(labelProblem(claim('模版配置'), sets), 'not in the console');
    assert.equal(labelProblem(claim('物联管理 → 设备管理 → 产品'), sets), undefined);
    assert.match(labelProblem(claim('设备管理 → 物联管理'), sets) ?? '', /not a menu under/);
    assert.match(labelProblem(claim('产品列表 → 产品'), sets) ?? '', /not a menu title/);
    assert.match(labelProblem(claim('系统配置 → 应用管理'), sets) ?? '', /does not show/);
    assert.equal(labelProblem(claim('社区版'), sets), undefined);
  });
});

describe('manual pages present only labels of the console', () => {
  const pages = contentPages().filter((page) => isManualPage(page.file));

  it('reads the manual of both locales', () => {
    assert.ok(pages.filter((page) => page.locale === 'zh-Hans').length >= 200, 'Chinese pages');
    assert.ok(pages.filter((page) => page.locale === 'en').length >= 200, 'English pages');
  });

  for (const locale of ['zh-Hans', 'en'] as const) {
    it(`${locale}: every label is in the console or marked with its paid edition`, () => {
      const problems = pages
        .filter((page) => page.locale === locale)
        .flatMap((page) =>
          labelClaims(page.text, locale).flatMap((claim) => {
            const problem = labelProblem(claim, sets);
            return problem ? [`${page.file}:${claim.line} "${claim.text}": ${problem}`] : [];
          }),
        );
      assert.deepEqual(problems, []);
    });
  }
});
