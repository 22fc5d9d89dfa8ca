/**
 * System settings (系统配置): settings management, parameters, dictionaries, menus, scheduled
 * tasks, the API registry and plugins.
 */
import { button, DIALOG, firstRow, formItem, tab } from './selectors';
import type { ConsoleScreen, ScreenAction } from './types';

const DRAWER = '.el-drawer:visible';
const DROPDOWN = '.el-dropdown-menu:visible';
/** The row of 插件管理 in the menu tree (its route path is unique). */
const PLUGIN_MENU = '.el-table__row:has-text("/config/plugin")';
const EXPAND_SETTINGS = '.el-table__row:has-text("系统配置") .el-table__expand-icon';
const PLUGIN_API_CATEGORY = '.el-table__row:has-text("插件管理") .el-table__expand-icon';
const PLUGIN_LIST_API = '.el-table__row:has-text("获取插件列表")';
const OPERATION_LOG_JOB = '.el-table__row:has-text("定时清理操作日志")';

/** Opens one of the drawers of the 插件管理 menu from its 更多 menu. */
const openMenuDrawer = (item: string): ScreenAction[] => [
  { click: EXPAND_SETTINGS, waitFor: PLUGIN_MENU },
  { hover: `${PLUGIN_MENU} button:has-text("更多")` },
  { click: `${DROPDOWN} .el-dropdown-menu__item:has-text("${item}")`, waitFor: DRAWER },
  { waitFor: `${DRAWER} .el-table__row` },
  // Rest the pointer on the title, off the rows (a hovered row is highlighted).
  { hover: `${DRAWER} .el-drawer__header` },
];

export const configScreens: ConsoleScreen[] = [
  // ---------------------------------------------------------------- 配置管理
  {
    id: 'config-basic',
    route: '/config/basicConfig',
    ready: '.el-form-item input',
    capture: { kind: 'window' },
    markers: [
      { selector: '.el-menu-item:has-text("基础配置")', label: '基础配置', en: 'Basic Settings' },
      { selector: `${formItem('系统名称')} input`, label: '系统名称', en: 'System name' },
      {
        selector: formItem('系统LOGO（小图标）'),
        label: '系统LOGO（小图标）',
        en: 'Small logo',
      },
      { selector: formItem('登录展示图'), label: '登录展示图', en: 'Login picture' },
      { selector: button('保存'), label: '保存', en: 'Save' },
    ],
    alt: {
      'zh-Hans':
        '配置管理的“基础配置”页：填写系统名称和系统版权，点击图片上传系统LOGO、小图标和登录展示图，再点击保存。',
      en: 'The Basic Settings page of Settings Management: the system name and copyright, the logo, small logo and login picture (click a picture to upload another), and the Save button.',
    },
  },
  {
    id: 'config-security',
    route: '/config/basicConfig',
    viewport: { width: 1024, height: 1080 },
    ready: '.el-form-item input',
    actions: [
      {
        click: '.el-menu-item:has-text("安全配置")',
        waitFor: '.el-form-item:has-text("TOKEN过期时间")',
      },
    ],
    capture: { kind: 'element', selector: '.layout-main .page', padding: 0 },
    markers: [
      {
        selector: '.el-menu-item:has-text("安全配置")',
        label: '安全配置',
        en: 'Security Settings',
      },
      {
        selector: '.el-descriptions:has-text("登录设置")',
        label: '登录设置',
        en: 'Login settings',
      },
      {
        selector: `${formItem('TOKEN过期时间')} input`,
        label: 'TOKEN过期时间',
        en: 'Token expiry (minutes)',
      },
      {
        selector: '.el-descriptions:has-text("权限设置")',
        label: '权限设置',
        en: 'Permission settings',
      },
    ],
    alt: {
      'zh-Hans':
        '配置管理的“安全配置”页：安全控制、登录设置、密码策略设置和权限设置四组，各项以“启用/禁用”单选或数值填写，底部是保存按钮。',
      en: 'The Security Settings page of Settings Management: four groups (security control, login settings, password policy and permission settings), each item an enable/disable choice or a number, with Save at the bottom.',
    },
  },

  // ---------------------------------------------------------------- 参数管理
  {
    id: 'config-params-list',
    route: '/config/list',
    ready: '.el-table__row',
    actions: [{ click: tab('param_file'), waitFor: '.el-table__row:has-text("sys.uploadFile")' }],
    capture: { kind: 'window' },
    markers: [
      { selector: tab('param_file'), label: '文件', en: 'File (category tab)' },
      { selector: button('新增参数'), label: '新增参数', en: 'Add Parameter' },
      { selector: `${firstRow} >> td >> nth=3`, label: '参数键名', en: 'Parameter key' },
      { selector: `${firstRow} >> button:has-text("修改")`, label: '修改', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '参数管理列表的“文件”分类：每行列出参数名称、参数键名、参数键值、备注和是否系统内置，例如上传文件方式和本地上传 API 域名。',
      en: 'The parameter list on its File category: each row shows the parameter name, key, value, remarks and whether it is built in, such as the upload method and the local upload API domain.',
    },
  },
  {
    id: 'config-params-edit',
    route: '/config/list',
    ready: '.el-table__row',
    actions: [
      { click: tab('param_file'), waitFor: '.el-table__row:has-text("sys.uploadFile.domain")' },
      {
        click: '.el-table__row:has-text("sys.uploadFile.domain") button:has-text("修改")',
        waitFor: DIALOG,
      },
      {
        fill: `${DIALOG} input[placeholder="请输入参数键值"]`,
        value: 'http://iot.example.com/base-api',
      },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('参数分类', DIALOG), label: '参数分类', en: 'Category' },
      { selector: formItem('参数键值', DIALOG), label: '参数键值', en: 'Parameter value' },
      { selector: formItem('系统内置', DIALOG), label: '系统内置', en: 'Built-in' },
    ],
    alt: {
      'zh-Hans':
        '修改参数对话框：参数 sys.uploadFile.domain 的分类为“文件”，参数键值改为带 /base-api 前缀的平台地址，下方是系统内置和备注。',
      en: 'The Edit Parameter dialog for sys.uploadFile.domain in the File category, its value changed to the platform address with the /base-api prefix, above the built-in choice and the remarks.',
    },
  },

  // ---------------------------------------------------------------- 字典管理
  {
    id: 'config-dict-list',
    route: '/config/dict',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: tab('network_components'), label: '网络组件', en: 'Category tab' },
      { selector: button('新增字典'), label: '新增字典', en: 'Add Dictionary' },
      { selector: `${firstRow} >> a.link-type`, label: '字典类型', en: 'Dictionary type (link)' },
      { selector: `${firstRow} >> button:has-text("修改")`, label: '修改', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '字典管理列表：按字典分类分为多个标签页，每行列出字典 ID、字典名称、可点击的字典类型、状态和描述，例如告警类型和接口类型。',
      en: 'The dictionary list, with one tab per dictionary category: each row shows the dictionary ID, name, its type as a link, status and description, such as the alarm types and API types.',
    },
  },
  {
    id: 'config-dict-edit',
    route: '/config/dict',
    ready: '.el-table__row',
    actions: [{ click: `${firstRow} >> button:has-text("修改")`, waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('字典类型', DIALOG), label: '字典类型', en: 'Dictionary type' },
      { selector: formItem('字典分类', DIALOG), label: '字典分类', en: 'Dictionary category' },
      { selector: formItem('状态', DIALOG), label: '状态', en: 'Status' },
    ],
    alt: {
      'zh-Hans':
        '修改字典对话框：字典“告警类型”的名称、字典类型 alarm_type、字典分类、启用状态和备注。',
      en: 'The Edit Dictionary dialog for the alarm types: the name, the type alarm_type, the dictionary category, the status and the remarks.',
    },
  },
  {
    id: 'config-dict-data',
    route: '/config/dict/notice_send_gateway',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: `${formItem('字典类型')} input`, label: '字典类型', en: 'Dictionary type' },
      { selector: `${firstRow} >> td >> nth=3`, label: '字典键值', en: 'Data value' },
      { selector: button('新增字典'), label: '新增字典', en: 'Add (data item)' },
    ],
    alt: {
      'zh-Hans':
        '字典 notice_send_gateway（通知发送通道）的数据列表：每行列出字典编码、标签、键值、排序、备注和状态，例如邮件 mail、短信 sms 和 Webhook。',
      en: 'The data of the dictionary notice_send_gateway (notification channels): each row shows the code, label, value, sort order, remarks and status, such as mail, sms and webhook.',
    },
  },
  {
    id: 'config-dict-data-edit',
    route: '/config/dict/notice_send_gateway',
    ready: '.el-table__row',
    actions: [{ click: `${firstRow} >> button:has-text("修改")`, waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('数据标签', DIALOG), label: '数据标签', en: 'Data label' },
      { selector: formItem('数据键值', DIALOG), label: '数据键值', en: 'Data value' },
      { selector: formItem('系统默认', DIALOG), label: '系统默认', en: 'Default' },
    ],
    alt: {
      'zh-Hans':
        '修改字典数据对话框：字典类型只读，下方是数据标签、数据键值、显示排序、系统默认开关、状态和备注。',
      en: 'The dialog that edits a dictionary data item: the dictionary type (read-only), then the label, value, display order, default switch, status and remarks.',
    },
  },

  // ---------------------------------------------------------------- 菜单管理
  {
    id: 'config-menu-list',
    route: '/config/menuList',
    ready: '.el-table__row',
    actions: [
      { click: EXPAND_SETTINGS, waitFor: PLUGIN_MENU },
      { hover: `${PLUGIN_MENU} button:has-text("更多")` },
    ],
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增菜单'), label: '新增菜单', en: 'Add Menu' },
      { selector: EXPAND_SETTINGS, label: '系统配置', en: 'Expand a directory' },
      {
        selector: '.el-table__row:has-text("系统配置") button:has-text("新增")',
        label: '新增',
        en: 'Add (child item)',
      },
      { selector: `${PLUGIN_MENU} .el-tag`, label: '菜单', en: 'Type: menu' },
      {
        selector: `${DROPDOWN} .el-dropdown-menu__item:has-text("按钮权限")`,
        label: '按钮权限',
        en: 'Button permissions',
      },
    ],
    alt: {
      'zh-Hans':
        '菜单管理的菜单树：展开“系统配置”目录，列出各菜单的路由路径、组件路径、排序、类型和显示状态；“插件管理”行的“更多”菜单中有按钮权限、列表权限和接口权限。',
      en: 'The menu tree of Menu Management with the System Settings directory expanded: each menu with its route path, component path, sort order, type and visibility; the More menu of the Plugin Management row offers button, column and API permissions.',
    },
  },
  {
    id: 'config-menu-edit',
    route: '/config/menuList',
    ready: '.el-table__row',
    actions: [
      { click: EXPAND_SETTINGS, waitFor: PLUGIN_MENU },
      { click: `${PLUGIN_MENU} button:has-text("修改")`, waitFor: DIALOG },
      { waitFor: `${DIALOG} input[placeholder="组件路径"]:not([value=""])` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('上级菜单', DIALOG), label: '上级菜单', en: 'Parent menu' },
      { selector: formItem('菜单类型', DIALOG), label: '菜单类型', en: 'Menu type' },
      { selector: formItem('组件路径', DIALOG), label: '组件路径', en: 'Component path' },
      { selector: formItem('是否隐藏', DIALOG), label: '是否隐藏', en: 'Hidden' },
    ],
    alt: {
      'zh-Hans':
        '修改菜单对话框（插件管理）：上级菜单为“系统配置”，菜单类型为“菜单”，并有菜单名称、规则名称、路由路径、组件路径、菜单图标、链接地址、排序以及是否隐藏、外链、内嵌和固定等选项。',
      en: 'The Edit Menu dialog for Plugin Management: parent menu System Settings, type Menu, then the menu name, rule name, route path, component path, icon, link address, sort order, and the hidden, external link, embedded and pinned options.',
    },
  },
  {
    id: 'config-menu-buttons',
    route: '/config/menuList',
    viewport: { width: 1280, height: 440 },
    ready: '.el-table__row',
    actions: openMenuDrawer('按钮权限'),
    capture: { kind: 'dialog' },
    markers: [
      { selector: button('新增按钮', DRAWER), label: '新增按钮', en: 'Add Button' },
      { selector: button('常用按钮权限', DRAWER), label: '常用按钮权限', en: 'Common buttons' },
      {
        selector: `${DRAWER} .el-table__row >> nth=0 >> .el-switch`,
        label: '状态',
        en: 'Status',
      },
    ],
    alt: {
      'zh-Hans':
        '“按钮权限 - 插件管理”抽屉：列出启用、停用、详情、删除、导入五个按钮及其编码和状态开关，上方可新增按钮或添加常用按钮权限。',
      en: 'The button permissions drawer of Plugin Management: five buttons (start, stop, details, delete, upload) with their codes and status switches, and above them the buttons to add a button or a common one.',
    },
  },
  {
    id: 'config-menu-button-edit',
    route: '/config/menuList',
    ready: '.el-table__row',
    actions: [
      ...openMenuDrawer('按钮权限'),
      {
        click: `${DRAWER} .el-table__row:has-text("del") button:has-text("修改")`,
        waitFor: '.el-dialog:visible:has-text("编辑按钮")',
      },
    ],
    capture: { kind: 'element', selector: '.el-dialog:visible:has-text("编辑按钮")', padding: 12 },
    markers: [
      { selector: formItem('上级', DIALOG), label: '上级', en: 'Parent button' },
      { selector: formItem('名称', DIALOG), label: '名称', en: 'Name' },
      { selector: formItem('编码', DIALOG), label: '编码', en: 'Code' },
      { selector: formItem('状态', DIALOG), label: '状态', en: 'Status' },
    ],
    alt: {
      'zh-Hans':
        '“编辑按钮”对话框：插件管理菜单的“删除”按钮，编码为 del，状态开关已打开，另有上级和说明两项。',
      en: 'The Edit Button dialog for the Delete button of Plugin Management: its code is del and its status switch is on; a parent button and a description can also be set.',
    },
  },
  {
    id: 'config-menu-columns',
    route: '/config/menuList',
    viewport: { width: 1280, height: 540 },
    ready: '.el-table__row',
    actions: openMenuDrawer('列表权限'),
    capture: { kind: 'dialog' },
    markers: [
      { selector: button('新增列', DRAWER), label: '新增列', en: 'Add Column' },
      { selector: button('常用列表权限', DRAWER), label: '常用列表权限', en: 'Common columns' },
    ],
    alt: {
      'zh-Hans': '“列表权限 - 插件管理”抽屉：列出插件列表各列的字段名称、字段 key 和状态开关。',
      en: 'The column permissions drawer of Plugin Management: each column of the plugin list with its field name, field key and status switch.',
    },
  },
  {
    id: 'config-menu-apis',
    route: '/config/menuList',
    viewport: { width: 1280, height: 770 },
    ready: '.el-table__row',
    actions: openMenuDrawer('接口权限'),
    capture: { kind: 'dialog' },
    markers: [{ selector: button('绑定接口', DRAWER), label: '绑定接口', en: 'Bind APIs' }],
    alt: {
      'zh-Hans':
        '“接口权限 - 插件管理”抽屉：列出与该菜单关联的接口的请求方法、名称和地址，上方是“绑定接口”按钮。',
      en: 'The API permissions drawer of Plugin Management: the method, name and address of each API bound to the menu, below the Bind APIs button.',
    },
  },

  {
    id: 'config-menu-api-bind',
    route: '/config/menuList',
    ready: '.el-table__row',
    actions: [
      ...openMenuDrawer('接口权限'),
      { click: button('绑定接口', DRAWER), waitFor: '.el-dialog:visible:has-text("批量绑定接口")' },
      { waitFor: '.el-dialog:visible .el-cascader .el-tag' },
      { click: '.el-dialog:visible .el-cascader', waitFor: '.el-cascader__dropdown:visible' },
    ],
    capture: {
      kind: 'element',
      selector: '.el-dialog:visible:has-text("批量绑定接口"), .el-cascader__dropdown:visible',
      padding: 12,
    },
    markers: [
      { selector: formItem('选择接口', DIALOG), label: '选择接口', en: 'Select APIs' },
      {
        selector: '.el-cascader__dropdown:visible .el-cascader-node:has-text("插件管理")',
        label: '插件管理',
        en: 'An API category',
      },
      {
        selector: '.el-cascader__dropdown:visible .el-cascader-menu >> nth=1',
        label: '接口',
        en: 'The APIs of the category',
      },
    ],
    alt: {
      'zh-Hans':
        '“批量绑定接口”对话框：“选择接口”中以标签列出插件管理菜单已绑定的接口，展开的下拉框左列是接口分类，右列是所选分类下的接口，已绑定的接口已勾选。',
      en: 'The Bind APIs dialog: the Select APIs field lists the APIs already bound to Plugin Management as tags; in the open drop-down the left column holds the API categories and the right one the APIs of the chosen category, with the bound ones ticked.',
    },
  },

  // ---------------------------------------------------------------- 定时任务
  {
    id: 'config-task-list',
    route: '/config/task',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增任务'), label: '新增任务', en: 'Add Task' },
      {
        selector: `${firstRow} >> td >> nth=6`,
        label: 'cron执行表达式',
        en: 'Cron expression',
      },
      { selector: `${firstRow} >> .el-switch`, label: '状态', en: 'Status (enable / disable)' },
      { selector: `${firstRow} >> button:has-text("执行一次")`, label: '执行一次', en: 'Run once' },
    ],
    alt: {
      'zh-Hans':
        '定时任务列表：每行列出任务名称、描述、分组、任务方法名、cron 执行表达式和启停开关，例如各类日志清理任务。',
      en: 'The scheduled task list: each row shows the task name, description, group, method, cron expression and an on/off switch, such as the log cleanup tasks.',
    },
  },
  {
    id: 'config-task-edit',
    route: '/config/task',
    ready: '.el-table__row',
    actions: [
      { click: `${OPERATION_LOG_JOB} button:has-text("修改")`, waitFor: DIALOG },
      { waitFor: `${DIALOG} input[placeholder="请输入执行参数"]:not([value=""])` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('调用方法', DIALOG), label: '调用方法', en: 'Method' },
      {
        selector: `${DIALOG} .el-form-item:has-text("执行参数")`,
        label: '执行参数',
        en: 'Parameters',
      },
      { selector: button('设置', DIALOG), label: '设置', en: 'Set (cron builder)' },
      { selector: formItem('执行策略', DIALOG), label: '执行策略', en: 'Run policy' },
    ],
    alt: {
      'zh-Hans':
        '修改任务对话框：任务“定时清理操作日志”调用 ClearOperationLogByDays，执行参数为保留天数，cron 表达式旁有“设置”按钮，下方是执行策略和状态。',
      en: 'The Edit Task dialog for the operation-log cleanup: method ClearOperationLogByDays, the number of days to keep as its parameter, the cron expression with its Set button, then the run policy and status.',
    },
  },
  {
    id: 'config-task-functions',
    route: '/config/task',
    ready: '.el-table__row',
    actions: [
      { click: button('新增任务'), waitFor: DIALOG },
      {
        click: `${formItem('调用方法', DIALOG)} .el-select`,
        waitFor: '.el-select-dropdown:visible .el-select-dropdown__item',
      },
    ],
    capture: { kind: 'element', selector: '.el-select-dropdown:visible', padding: 4 },
    alt: {
      'zh-Hans':
        '“调用方法”下拉列表：左侧是方法名，右侧是说明，例如 ClearOperationLogByDays（清理超过指定天数的操作日志）和 GetAccessURL（访问URL）。',
      en: 'The Method drop-down of the task dialog: each method name with its description on the right, such as ClearOperationLogByDays (clean up operation logs older than a number of days) and GetAccessURL (visit a URL).',
    },
  },
  {
    id: 'config-task-cron',
    route: '/config/task',
    ready: '.el-table__row',
    viewport: { width: 1280, height: 900 },
    actions: [
      { click: `${OPERATION_LOG_JOB} button:has-text("修改")`, waitFor: DIALOG },
      { click: button('设置', DIALOG), waitFor: '.el-dialog:visible:has-text("选择Cron规则")' },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans':
        '“选择Cron规则”对话框：在秒、分、时、天、月、年各页设置执行规则，底部预览生成的 cron 表达式。',
      en: 'The Choose Cron Rule dialog: one tab each for seconds, minutes, hours, day, month and year, with a preview of the resulting cron expression at the bottom.',
    },
  },

  // ---------------------------------------------------------------- 接口管理
  {
    id: 'config-api-list',
    route: '/config/api',
    viewport: { width: 1280, height: 1000 },
    ready: '.el-table__row',
    actions: [{ click: PLUGIN_API_CATEGORY, waitFor: PLUGIN_LIST_API }],
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增接口'), label: '新增接口', en: 'Add API' },
      { selector: PLUGIN_API_CATEGORY, label: '插件管理', en: 'Expand a category' },
      { selector: `${PLUGIN_LIST_API} button:has-text("修改")`, label: '修改', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '接口管理列表：接口按分类组成树，展开“插件管理”分类后列出其中每个接口的 ID、名称、地址和启用状态。',
      en: 'The API Management list: APIs grouped in a tree of categories; the Plugin Management category is expanded to show each API with its ID, name, address and status.',
    },
  },
  {
    id: 'config-api-edit',
    route: '/config/api',
    ready: '.el-table__row',
    actions: [
      { click: PLUGIN_API_CATEGORY, waitFor: PLUGIN_LIST_API },
      { click: `${PLUGIN_LIST_API} button:has-text("修改")`, waitFor: DIALOG },
      { waitFor: `${DIALOG} input[placeholder="接口地址"]:not([value=""])` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('选择类型', DIALOG), label: '选择类型', en: 'Type (API or category)' },
      { selector: formItem('关联页面', DIALOG), label: '关联页面', en: 'Linked pages' },
      { selector: formItem('接口地址', DIALOG), label: '接口地址', en: 'API address' },
      { selector: formItem('访问类型', DIALOG), label: '访问类型', en: 'HTTP method' },
    ],
    alt: {
      'zh-Hans':
        '编辑接口对话框：类型为“接口”，上级分类为“插件管理”，关联页面为插件管理菜单，接口地址 /api/v1/system/plugins/list，并有接口类型、访问类型、状态和备注。',
      en: 'The Edit API dialog: type API, parent category Plugin Management, linked to the Plugin Management page, address /api/v1/system/plugins/list, with the API type, HTTP method, status and remarks.',
    },
  },

  // ---------------------------------------------------------------- 插件管理
  {
    id: 'config-plugin-list',
    route: '/config/plugin',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: button('上传插件ZIP'), label: '上传插件ZIP', en: 'Upload Plugin ZIP' },
      { selector: `${firstRow} >> .el-tag`, label: '正常', en: 'Status: running' },
      { selector: `${firstRow} >> button:has-text("停用")`, label: '停用', en: 'Disable' },
      {
        selector: '.el-table__row:has-text("tgn52") button:has-text("启用")',
        label: '启用',
        en: 'Enable',
      },
    ],
    alt: {
      'zh-Hans':
        '插件管理列表：每行列出插件名称、插件类型（protocol 或 notice）、功能类型、说明、作者和状态；运行中的插件可停用，已停用的插件可启用或删除。',
      en: 'The plugin list: each row shows the plugin name, type (protocol or notice), handling type, description, author and status; a running plugin can be disabled, a stopped one enabled or deleted.',
    },
  },
  {
    id: 'config-plugin-upload',
    route: '/config/plugin',
    ready: '.el-table__row',
    actions: [{ click: button('上传插件ZIP'), waitFor: '.el-message-box:visible' }],
    capture: { kind: 'dialog' },
    markers: [{ selector: button('上传', '.el-message-box'), label: '上传', en: 'Upload' }],
    alt: {
      'zh-Hans': '“上传插件”对话框：选择插件的 ZIP 压缩包，然后点击“上传”。',
      en: 'The Upload Plugin dialog: choose the plugin ZIP file, then click Upload.',
    },
  },
  {
    id: 'config-plugin-edit',
    route: '/config/plugin',
    ready: '.el-table__row',
    viewport: { width: 1280, height: 1060 },
    actions: [{ click: `${firstRow} >> button:has-text("编辑")`, waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('插件类型', DIALOG), label: '插件类型', en: 'Plugin type' },
      { selector: formItem('名称', DIALOG), label: '名称', en: 'Name (plugin ID)' },
      { selector: formItem('运行指令', DIALOG), label: '运行指令', en: 'Command' },
    ],
    alt: {
      'zh-Hans':
        '编辑插件内容对话框：插件类型、功能类型、名称、标题、说明、版本、作者、插件图标、插件网址、运行指令、指令参数以及插件页面相关的开关。',
      en: 'The dialog that edits a plugin entry: plugin type, handling type, name, title, description, version, author, icon, website, command, command arguments and the plugin page switches.',
    },
  },
];
