/**
 * System Monitoring (系统监控): the server and Redis monitors (fed by event streams), online
 * users, the login and operation logs and the system notifications. The api文档 menu opens the
 * server's own Swagger page in a frame, which a capture without the server cannot show.
 */
import { button, DIALOG } from './selectors';
import type { ConsoleScreen } from './types';

/** Row `n` (from 0) of the visible table. */
const row = (n: number) => `.el-table:visible .el-table__body-wrapper .el-table__row >> nth=${n}`;
const MESSAGE_BOX = '.el-message-box:visible';
/** Wide enough for every column of the log tables. */
const WIDE = { width: 1680, height: 720 };
const card = (title: string) => `.el-card:has(.el-card__header:has-text("${title}"))`;

export const monitorScreens: ConsoleScreen[] = [
  {
    id: 'monitor-server',
    route: '/monitor/server',
    viewport: { width: 1280, height: 1030 },
    // The tenth and last round of the stream carries this CPU usage (fixtures/monitor.ts).
    ready: '.box-card-meter >> text=23.41%',
    capture: { kind: 'window' },
    markers: [
      { selector: '.box-card-meter >> nth=0', label: 'CPU', en: 'CPU' },
      { selector: '.box-card-meter >> nth=1', label: '内存', en: 'Memory' },
      { selector: '.box-card-meter >> nth=2', label: '磁盘', en: 'Disk' },
      { selector: card('CPU运行情况'), label: 'CPU运行情况', en: 'CPU usage over time' },
      { selector: card('运行环境信息'), label: '运行环境信息', en: 'Runtime environment' },
    ],
    alt: {
      'zh-Hans':
        '服务监测页：上方三张卡片是 CPU、内存和磁盘的数值与仪表盘，中间三条曲线记录最近的使用率，下方“运行环境信息”列出操作系统、启动时间、运行时长、Go 版本、协程数量和服务器 IP。',
      en: 'The Service Monitoring page: three cards with the CPU, memory and disk figures and gauges, three charts of recent usage, and the runtime environment card with the operating system, start time, uptime, Go version, goroutines and server addresses.',
    },
  },
  {
    id: 'monitor-cache',
    route: '/monitor/cache',
    viewport: { width: 1280, height: 1250 },
    ready: `${card('info Keyspace统计信息')} >> text=db0`,
    capture: { kind: 'window' },
    markers: [
      { selector: card('客户端信息'), label: '客户端信息', en: 'Clients' },
      { selector: card('内存信息'), label: '内存信息', en: 'Memory' },
      { selector: card('基础统计信息'), label: '基础统计信息', en: 'Statistics' },
      { selector: card('info Keyspace统计信息'), label: 'info Keyspace统计信息', en: 'Keyspace' },
    ],
    alt: {
      'zh-Hans':
        '缓存监测页：客户端信息、CPU 信息、服务信息和内存信息四张卡片，下面是基础统计信息和各个库的 Keyspace 统计。',
      en: 'The Cache Monitoring page: cards for clients, CPU, server and memory, then the general statistics and the keyspace figures of each Redis database.',
    },
  },
  {
    id: 'monitor-online',
    route: '/monitor/online',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: `${row(0)} >> td >> nth=2`, label: 'token', en: 'Token' },
      { selector: `${row(0)} >> td >> nth=3`, label: '登录地址', en: 'Login address' },
      { selector: `${row(1)} >> button:has-text("强退")`, label: '强退', en: 'Force logout' },
    ],
    alt: {
      'zh-Hans':
        '在线用户页：每行一个登录会话，显示编号、用户名、token、登录地址、登录时间、浏览器和操作系统，最后一列是强退按钮。',
      en: 'The Online Users page: one row per login session with its number, user name, token, login address, login time, browser and operating system, and a Force Logout button at the end.',
    },
  },
  {
    id: 'monitor-online-logout',
    route: '/monitor/online',
    ready: '.el-table__row',
    actions: [{ click: `${row(1)} >> button:has-text("强退")`, waitFor: MESSAGE_BOX }],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '强退确认框：“你确定要强制退出所选数据？”，点击确定后该会话被结束。',
      en: 'The confirmation before a forced logout: it asks whether to force the selected session out; OK ends the session.',
    },
  },
  {
    id: 'monitor-login-log',
    route: '/monitor/loginLog',
    viewport: WIDE,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: '.el-form-item:has(input[placeholder="状态"])', label: '状态', en: 'Status' },
      { selector: button('删除日志'), label: '删除日志', en: 'Delete logs' },
      { selector: button('导出日志'), label: '导出日志', en: 'Export logs' },
      { selector: `${row(5)} >> .el-tag`, label: '失败', en: 'Failed' },
    ],
    alt: {
      'zh-Hans':
        '登录日志页：按登录 IP、登录地点、状态和登录时间查询，上方有删除日志和导出日志；列表显示登录名称、登录地址、登录地点、浏览器、操作系统、登录状态、操作信息、登录日期和登录模块，其中一条为密码错误导致的失败。',
      en: 'The Login Log page: search by login IP, location, status and date, with Delete Logs and Export Logs; the list shows login name, address, location, browser, operating system, status, message, date and login module, including a failed login with a wrong password.',
    },
  },
  {
    id: 'monitor-operation-log',
    route: '/monitor/operLog',
    viewport: WIDE,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      {
        selector: '.el-form-item:has(input[placeholder="业务类型"])',
        label: '业务类型',
        en: 'Business type',
      },
      {
        selector: '.el-form-item:has(input[placeholder="请选择状态"])',
        label: '全部状态',
        en: 'Status',
      },
      { selector: `${row(3)} >> .el-tag`, label: '异常', en: 'Error' },
      { selector: `${row(0)} >> button:has-text("详细")`, label: '详细', en: 'Details' },
    ],
    alt: {
      'zh-Hans':
        '操作日志页：按系统模块、操作人员、业务类型和状态查询，列表显示编号、系统模块、业务类型、操作类型、操作人员、组织名称、主机、操作地点、操作时间和操作状态，其中一条添加设备的请求为异常。',
      en: 'The Operation Log page: search by module, operator, business type and status; each entry shows its number, module, business type, operator type, operator, organization, host, location, time and status, and one device-creation request is marked as an error.',
    },
  },
  {
    id: 'monitor-operation-log-detail',
    route: '/monitor/operLog',
    ready: '.el-table__row',
    actions: [{ click: `${row(0)} >> button:has-text("详细")`, waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      {
        selector: `${DIALOG} .el-form-item:has(> .el-form-item__label:text-is("请求参数"))`,
        label: '请求参数',
        en: 'Request parameters',
      },
      {
        selector: `${DIALOG} .el-form-item:has(> .el-form-item__label:text-is("返回参数"))`,
        label: '返回参数',
        en: 'Response',
      },
    ],
    alt: {
      'zh-Hans':
        '操作日志的详情对话框“编辑告警规则详情”：系统模块、请求方式 PUT、方法名称、操作地点、请求参数、返回参数、操作状态和操作时间。',
      en: 'The details of one operation log entry, an alarm rule edit: module, request method PUT, method name, location, request parameters, response, status and time.',
    },
  },
  {
    id: 'monitor-notice',
    route: '/monitor/notice',
    viewport: { width: 1440, height: 720 },
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: `${row(0)} >> .el-tag`, label: '未读', en: 'Unread' },
      {
        selector: `${row(0)} >> button:has-text("设为已读")`,
        label: '设为已读',
        en: 'Mark as read',
      },
      { selector: `${row(0)} >> button:has-text("删除")`, label: '删除', en: 'Delete' },
    ],
    alt: {
      'zh-Hans':
        '系统通知页：当前用户的消息列表，显示序号、标题、内容、发生时间和已读或未读状态，未读消息一行有设为已读和删除。',
      en: "The System Notifications page: the signed-in user's messages with number, title, content, time and a read or unread tag; unread messages have Mark as Read and Delete.",
    },
  },
];
