/** Alarm Center (告警中心): alarm rules (告警配置) and the alarm log (告警日志). */
import { button, DIALOG, firstRow, formItem } from './selectors';
import type { ConsoleScreen, ScreenAction } from './types';

const RULES = '/iotmanager/alarm/setting';
const LOGS = '/iotmanager/alarm/log';
const CARD = '.card >> nth=0';
const DROPDOWN = '.el-select-dropdown:visible';
/** The rule dialog is tall: a window that shows it whole. */
const TALL = { width: 1440, height: 1300 };

/** An option of the open select, by its exact text. */
const option = (text: string) => `${DROPDOWN} li:has(span:text-is("${text}"))`;
/** Opens a select of the dialog (by its input's placeholder) and picks an option. */
const pick = (input: string, text: string): ScreenAction[] => [
  { click: `${DIALOG} ${input}`, waitFor: DROPDOWN },
  { click: option(text) },
];
const radio = (text: string) => `${DIALOG} .el-radio:has(.el-radio__label:text-is("${text}"))`;
/** The first row of trigger conditions. */
const ROW = `${DIALOG} .content-f >> nth=0`;
/** The 触发条件 part of the rule dialog: heading, condition groups, 增加分组. */
const CONDITIONS = `${DIALOG} div:has(> .el-divider:has-text("触发条件"))`;
/** The 执行动作 part: heading and action boxes. */
const ACTIONS = `${DIALOG} .box-content >> nth=-1`;

/** New rule: name, level, product, device, trigger by property report. */
const NEW_RULE: ScreenAction[] = [
  { click: button('新增告警'), waitFor: DIALOG },
  { fill: `${DIALOG} input[placeholder="请输入名称"]`, value: '二号车间高温高湿' },
  { click: radio('严重') },
  ...pick('input[placeholder="请选择产品"]', '温湿度传感器'),
  ...pick('input[placeholder="请选择设备"]', '二号车间温湿度01'),
  { click: radio('属性上报'), waitFor: CONDITIONS },
  ...pick('.content-f >> nth=0 >> input[placeholder="选择参数"]', '温度'),
  ...pick('.content-f >> nth=0 >> input[placeholder="选择操作符"]', '大于'),
  { fill: `${ROW} >> input[placeholder="请输入条件值"]`, value: '35' },
];

/** The notification action: email, a configuration, its template, two receivers. */
const MAIL_ACTION: ScreenAction[] = [
  ...pick('input[placeholder="请选择通知方式"]', '邮件'),
  ...pick('input[placeholder="请选择通知配置"]', '运维值班邮件'),
  ...pick('input[placeholder="请选择通知模板"]', '设备告警通知'),
  { fill: `${DIALOG} input[placeholder="请输入接收人信息"]`, value: 'ops-duty@example.com' },
];

export const alarmScreens: ConsoleScreen[] = [
  {
    id: 'alarm-rule-list',
    route: RULES,
    ready: '.card',
    viewport: { width: 1600, height: 800 },
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增告警'), label: '新增告警', en: 'Add Alarm' },
      { selector: `${CARD} >> .card-state`, label: '已启用', en: 'Enabled' },
      { selector: `${CARD} >> .card-item-content`, label: '触发 / 级别', en: 'Trigger / level' },
      { selector: `${CARD} >> button:has-text("修改")`, label: '修改', en: 'Edit' },
      { selector: `${CARD} >> button:has-text("禁用")`, label: '禁用', en: 'Disable' },
    ],
    alt: {
      'zh-Hans':
        '告警配置页：每条告警规则一张卡片，显示名称、触发方式、告警级别和启用状态，卡片下方有修改、启用或禁用、删除按钮。',
      en: 'The Alarm Configuration page: one card per alarm rule with its name, trigger, alarm level and whether it is enabled, and buttons to edit, enable or disable, and delete it.',
    },
  },
  {
    id: 'alarm-rule-add',
    route: RULES,
    ready: '.card',
    viewport: TALL,
    actions: [...NEW_RULE, ...MAIL_ACTION],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('告警级别', DIALOG), label: '告警级别', en: 'Alarm level' },
      { selector: formItem('选择产品', DIALOG), label: '选择产品', en: 'Product' },
      { selector: formItem('触发方式', DIALOG), label: '触发方式', en: 'Trigger mode' },
      {
        selector: `${DIALOG} .el-divider__text:has-text("触发条件")`,
        label: '触发条件',
        en: 'Trigger conditions',
      },
      {
        selector: `${DIALOG} .el-divider__text:has-text("执行动作")`,
        label: '执行动作',
        en: 'Actions',
      },
      { selector: button('增加执行', DIALOG), label: '增加执行', en: 'Add action' },
    ],
    alt: {
      'zh-Hans':
        '添加告警对话框：名称“二号车间高温高湿”，告警级别选严重，产品为温湿度传感器，触发方式为属性上报，条件为温度大于 35，执行动作为发送邮件。',
      en: 'The Add Alarm dialog for a new rule: name, the Serious alarm level, the temperature and humidity sensor product, the Property report trigger, a condition of temperature above 35, and an email notification as the action.',
    },
  },
  {
    id: 'alarm-rule-conditions',
    route: RULES,
    ready: '.card',
    viewport: TALL,
    actions: [
      ...NEW_RULE,
      { click: button('增加条件', DIALOG) },
      ...pick('.content-f >> nth=1 >> input[placeholder="选择参数"]', '湿度'),
      ...pick('.content-f >> nth=1 >> input[placeholder="选择操作符"]', '大于'),
      {
        fill: `${DIALOG} .content-f >> nth=1 >> input[placeholder="请输入条件值"]`,
        value: '80',
      },
      ...pick('input[placeholder="选择条件关系"]', '并且'),
    ],
    capture: { kind: 'element', selector: CONDITIONS, padding: 12 },
    markers: [
      { selector: `${ROW} >> .el-select >> nth=0`, label: '选择参数', en: 'Parameter' },
      { selector: `${ROW} >> .el-select >> nth=1`, label: '选择操作符', en: 'Operator' },
      { selector: `${ROW} >> .el-input >> nth=2`, label: '请输入条件值', en: 'Value' },
      {
        selector: `${CONDITIONS} .box-content div[style*="text-align: center"] .el-select >> nth=0`,
        label: '选择条件关系',
        en: 'Relation (and / or)',
      },
      { selector: button('增加条件', DIALOG), label: '增加条件', en: 'Add condition' },
      { selector: button('增加分组', DIALOG), label: '增加分组', en: 'Add group' },
    ],
    alt: {
      'zh-Hans':
        '触发条件区：一个分组内有两个条件，温度大于 35、湿度大于 80，两者的关系选为“并且”，下方是增加条件和增加分组按钮。',
      en: 'The trigger conditions of a rule: one group holding two conditions, temperature above 35 and humidity above 80, joined by "and", with the buttons to add a condition and to add a group.',
    },
  },
  {
    id: 'alarm-rule-edit',
    route: RULES,
    ready: '.card',
    viewport: { width: 1440, height: 900 },
    actions: [
      {
        click: `.card:has(.card-item-header-name:text-is("边缘网关离线")) >> button:has-text("修改")`,
        waitFor: `${DIALOG} input[placeholder="请选择通知配置"]`,
      },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('选择设备', DIALOG), label: '全部', en: 'All devices' },
      { selector: formItem('触发方式', DIALOG), label: '设备离线', en: 'Device offline' },
      { selector: button('修 改', DIALOG), label: '修 改', en: 'Save changes' },
    ],
    alt: {
      'zh-Hans':
        '修改告警对话框：规则“边缘网关离线”作用于边缘计算网关产品的全部设备，触发方式为设备离线，因此没有触发条件，执行动作是钉钉通知。',
      en: 'The Edit Alarm dialog of a rule for every device of the edge gateway product, triggered when a device goes offline: it has no trigger conditions, and its action is a DingTalk notification.',
    },
  },
  {
    id: 'alarm-rule-event',
    route: RULES,
    ready: '.card',
    viewport: TALL,
    actions: [
      { click: button('新增告警'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入名称"]`, value: '电表过流' },
      { click: radio('紧急') },
      ...pick('input[placeholder="请选择产品"]', '三相智能电表'),
      { click: `${DIALOG} input[placeholder="请选择设备"]`, waitFor: DROPDOWN },
      { click: `${DROPDOWN} li:text-is("全部")` },
      { click: radio('事件上报'), waitFor: `${DIALOG} input[placeholder="请选择事件"]` },
      ...pick('input[placeholder="请选择事件"]', '过流告警'),
      ...pick('.content-f >> nth=0 >> input[placeholder="选择参数"]', 'A相电流'),
      ...pick('.content-f >> nth=0 >> input[placeholder="选择操作符"]', '大于等于'),
      { fill: `${ROW} >> input[placeholder="请输入条件值"]`, value: '400' },
      ...pick('input[placeholder="请选择通知方式"]', '短信'),
      ...pick('input[placeholder="请选择通知配置"]', '值班短信'),
      ...pick('input[placeholder="请选择通知模板"]', '告警短信'),
      { fill: `${DIALOG} input[placeholder="请输入接收人信息"]`, value: '555-0135' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('触发方式', DIALOG), label: '事件上报', en: 'Event report' },
      { selector: formItem('选择事件', DIALOG), label: '选择事件', en: 'Event' },
      { selector: `${ROW} >> .el-select >> nth=0`, label: '选择参数', en: 'Parameter' },
    ],
    alt: {
      'zh-Hans':
        '添加告警对话框中的事件上报规则：产品为三相智能电表、设备选全部，事件选过流告警，条件为该事件输出的 A 相电流大于等于 400，并发送短信。',
      en: 'An alarm rule on the Event report trigger in the Add Alarm dialog: every device of the three-phase meter product, the over-current event, a condition on the phase A current that the event reports (400 or more), and an SMS notification.',
    },
  },
  {
    id: 'alarm-rule-actions',
    route: RULES,
    ready: '.card',
    viewport: TALL,
    actions: [
      { click: button('新增告警'), waitFor: DIALOG },
      ...MAIL_ACTION,
      { click: `${DIALOG} .box-content >> nth=-1 >> .el-icon[style*="font-size: 24px"]` },
      {
        fill: `${DIALOG} input[placeholder="请输入接收人信息"] >> nth=1`,
        value: 'sunhao@example.com',
      },
    ],
    capture: { kind: 'element', selector: ACTIONS, padding: 12 },
    markers: [
      {
        selector: `${ACTIONS} >> .el-select:has(input[placeholder="请选择通知方式"])`,
        label: '请选择通知方式',
        en: 'Notification channel',
      },
      {
        selector: `${ACTIONS} >> .el-select:has(input[placeholder="请选择通知配置"])`,
        label: '请选择通知配置',
        en: 'Notification configuration',
      },
      {
        selector: `${ACTIONS} >> .el-select:has(input[placeholder="请选择通知模板"])`,
        label: '请选择通知模板',
        en: 'Notification template',
      },
      {
        selector: `${ACTIONS} >> .el-input:has(input[placeholder="请输入接收人信息"]) >> nth=0`,
        label: '请输入接收人信息',
        en: 'Receiver',
      },
    ],
    alt: {
      'zh-Hans':
        '执行动作区的一条消息通知：通知方式为邮件，通知配置“运维值班邮件”，通知模板“设备告警通知”，下面是两个接收人邮箱。',
      en: 'One notification action of a rule: the email channel, the duty email configuration and its alarm template, and two receivers below them.',
    },
  },
  {
    id: 'alarm-log-list',
    route: LOGS,
    ready: '.el-table__row',
    viewport: { width: 1440, height: 800 },
    capture: { kind: 'window' },
    markers: [
      { selector: formItem('创建时间'), label: '创建时间', en: 'Created' },
      { selector: `${formItem('告警状态')} .el-select`, label: '告警状态', en: 'Alarm status' },
      { selector: `${firstRow} >> .el-tag`, label: '未处理', en: 'Not handled' },
      { selector: `${firstRow} >> button:has-text("详情")`, label: '详情', en: 'Details' },
      { selector: `${firstRow} >> button:has-text("处理")`, label: '处理', en: 'Handle' },
    ],
    alt: {
      'zh-Hans':
        '告警日志列表：可按创建时间和告警状态查询，每行列出告警类型、规则级别、规则名称、产品标识、设备标识、告警状态和告警时间。',
      en: 'The alarm log: search by creation date and alarm status; each row shows the alarm type, rule level, rule name, product key, device key, status and time of the alarm.',
    },
  },
  {
    id: 'alarm-log-detail',
    route: LOGS,
    ready: '.el-table__row',
    actions: [
      {
        click: `.el-table:visible .el-table__row:has(.el-tag:has-text("已处理")) >> nth=0 >> button:has-text("详情")`,
        waitFor: `${DIALOG} .jv-container`,
      },
    ],
    viewport: { width: 1280, height: 900 },
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('告警级别', DIALOG), label: '告警级别', en: 'Alarm level' },
      { selector: formItem('告警数据', DIALOG), label: '告警数据', en: 'Alarm data' },
      { selector: formItem('处理意见', DIALOG), label: '处理意见', en: 'Handling notes' },
    ],
    alt: {
      'zh-Hans':
        '日志详情对话框：规则名称、告警类型、产品名称、设备名称、告警级别和告警时间，触发时的告警数据以 JSON 显示，最下方是处理意见。',
      en: 'The log details dialog: rule name, alarm type, product and device names, alarm level and time, the data that fired the alarm shown as JSON, and the handling notes.',
    },
  },
  {
    id: 'alarm-log-handle',
    route: LOGS,
    ready: '.el-table__row',
    actions: [
      { click: `${firstRow} >> button:has-text("处理")`, waitFor: DIALOG },
      {
        fill: `${DIALOG} textarea`,
        value: '现场检查为一号车间 A 区排风扇停转，已重启风扇，温度回落到 30 ℃ 以下。',
      },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('处理状态', DIALOG), label: '处理状态', en: 'Handling status' },
      {
        selector: `${formItem('处理意见', DIALOG)} textarea`,
        label: '处理意见',
        en: 'Handling notes',
      },
      { selector: button('确定', DIALOG), label: '确定', en: 'OK' },
    ],
    alt: {
      'zh-Hans': '告警处理对话框：处理状态选“已处理”或“忽略”，填写处理意见后点击确定。',
      en: 'The alarm handling dialog: choose handled or ignore as the status, write the handling notes and confirm.',
    },
  },
];
