/**
 * Notification Service (通知服务): the channels (通知配置), the configurations and templates of
 * one channel (通知配置管理), and the notification log (通知日志).
 */
import { button, DIALOG, firstRow, formItem } from './selectors';
import type { ConsoleScreen } from './types';

const CHANNELS = '/iotmanager/noticeservices/config';
const MAIL = '/iotmanager/noticeservices/config/setting/mail';
const LOG = '/iotmanager/noticeservices/log';
const MAIL_CARD = '.ant-cards:has(.title:text-is("邮件"))';
const CONFIG_CARD = '.card >> nth=0';
/** The row of a failed sending. */
const FAILED_ROW = '.el-table:visible .el-table__row:has(.el-tag:has-text("发送失败")) >> nth=0';

export const noticeScreens: ConsoleScreen[] = [
  {
    id: 'notice-channels',
    route: CHANNELS,
    ready: '.ant-cards',
    capture: { kind: 'window' },
    markers: [
      { selector: MAIL_CARD, label: '邮件', en: 'Email (a notification channel)' },
      { selector: `${MAIL_CARD} .action:has-text("管理")`, label: '管理', en: 'Manage' },
      { selector: `${MAIL_CARD} .action:has-text("配置")`, label: '配置', en: 'Configure' },
    ],
    alt: {
      'zh-Hans':
        '通知配置页：微信、钉钉、邮件、语音、短信和 Webhook 六种通知方式各占一张卡片，卡片右侧有“管理”和“配置”两个按钮。',
      en: 'The notification configuration page: one card for each of the six notification channels (WeChat, DingTalk, email, voice, SMS and webhook), each with a Manage and a Configure button.',
    },
  },
  {
    id: 'notice-channel-settings',
    route: CHANNELS,
    ready: '.ant-cards',
    viewport: { width: 1280, height: 900 },
    actions: [
      { click: `${MAIL_CARD} .action:has-text("配置")`, waitFor: `${DIALOG} .w-e-toolbar` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: `${DIALOG} textarea`, label: '配置内容', en: 'Configuration (YAML)' },
      { selector: `${DIALOG} .w-e-toolbar`, label: '配置说明', en: 'Description' },
      { selector: button('设 置', DIALOG), label: '设 置', en: 'Save' },
    ],
    alt: {
      'zh-Hans':
        '邮件通知方式的“设置配置信息”对话框：左边配置内容写着 SMTP 服务器、端口、账号和授权码，右边是带编辑工具栏的配置说明。',
      en: 'The configuration dialog of the email channel: the settings on the left name the SMTP server, port, account and authorization code; on the right is the description with its editing toolbar.',
    },
  },
  {
    id: 'notice-config-manage',
    route: MAIL,
    ready: '.card',
    viewport: { width: 1440, height: 800 },
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增通知'), label: '新增通知', en: 'Add notification configuration' },
      { selector: `${CONFIG_CARD} >> .el-tag`, label: '即时发送', en: 'Send at once' },
      { selector: `${CONFIG_CARD} >> button:has-text("修改")`, label: '修改', en: 'Edit' },
      {
        selector: `${CONFIG_CARD} >> button:has-text("模板配置")`,
        label: '模板配置',
        en: 'Template',
      },
    ],
    alt: {
      'zh-Hans':
        '邮件通知方式的通知配置管理页：按配置名称查询，每条通知配置一张卡片，显示名称和发送方式（即时发送或预约发送），并有修改、模板配置和删除按钮。',
      en: 'The management page of the email channel: search by configuration name; each notification configuration is a card with its name and sending mode (at once or scheduled) and buttons to edit it, set its template and delete it.',
    },
  },
  {
    id: 'notice-config-add',
    route: MAIL,
    ready: '.card',
    actions: [
      { click: button('新增通知'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入名称"]`, value: '夜班值守邮件' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('名称', DIALOG), label: '名称', en: 'Name' },
      { selector: formItem('通知类型', DIALOG), label: '通知类型', en: 'Sending mode' },
      { selector: button('添 加', DIALOG), label: '添 加', en: 'Add' },
    ],
    alt: {
      'zh-Hans': '添加配置对话框：填写名称，通知类型选择即时发送或预约发送。',
      en: 'The Add Configuration dialog: a name and the sending mode, either at once or scheduled.',
    },
  },
  {
    id: 'notice-template',
    route: MAIL,
    ready: '.card',
    viewport: { width: 1280, height: 900 },
    actions: [
      { click: `${CONFIG_CARD} >> button:has-text("模板配置")`, waitFor: DIALOG },
      { waitFor: `${DIALOG} input[placeholder="请输入代码"]` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('模版代码', DIALOG), label: '模版代码', en: 'Template code' },
      { selector: formItem('模版名称', DIALOG), label: '模版名称', en: 'Template name' },
      { selector: `${formItem('模板内容', DIALOG)} textarea`, label: '模板内容', en: 'Content' },
      { selector: button('设置', DIALOG), label: '设置', en: 'Save' },
    ],
    alt: {
      'zh-Hans':
        '设置配置模板对话框：模版代码、模版名称，以及用 {{.Rule}}、{{.Level}}、{{.DeviceName}} 等参数写成的 HTML 邮件正文。',
      en: 'The template dialog of a notification configuration: template code, template name, and an HTML email body written with placeholders such as {{.Rule}}, {{.Level}} and {{.DeviceName}}.',
    },
  },
  {
    id: 'notice-log-list',
    route: LOG,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: formItem('创建时间'), label: '创建时间', en: 'Created' },
      { selector: `${firstRow} >> td >> nth=3`, label: '发送方式', en: 'Channel' },
      { selector: `${FAILED_ROW} >> .el-tag`, label: '发送失败', en: 'Failed' },
      { selector: `${FAILED_ROW} >> button:has-text("详情")`, label: '详情', en: 'Details' },
    ],
    alt: {
      'zh-Hans':
        '通知日志列表：可按创建时间查询，每行列出标题、发送方式、发送状态（发送成功或发送失败）和发送时间，勾选后可删除。',
      en: 'The notification log: search by creation date; each row shows the title, channel, whether sending succeeded or failed and the time it was sent, and checked rows can be deleted.',
    },
  },
  {
    id: 'notice-log-detail',
    route: LOG,
    ready: '.el-table__row',
    actions: [{ click: `${FAILED_ROW} >> button:has-text("详情")`, waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('内容', DIALOG), label: '内容', en: 'Content' },
      { selector: formItem('调试', DIALOG), label: '调试', en: 'Debug (error message)' },
    ],
    alt: {
      'zh-Hans': '一条发送失败的通知的日志详情：上面是发出的内容，下面“调试”一栏是失败原因。',
      en: 'The log details of a notification that failed: the content that was sent, and below it the debug field with the reason for the failure.',
    },
  },
];
