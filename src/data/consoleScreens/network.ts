/**
 * Network components (网络组件): channels (通道管理) and servers (服务器管理), each with its
 * list, add and edit forms and details; and certificate management (证书管理) with its dialog.
 */
import { button, DIALOG, firstRow, formItem } from './selectors';
import type { ConsoleScreen } from './types';

const TUNNELS = '/iotmanager/network/tunnel';
const SERVERS = '/iotmanager/network/server';
const CERTIFICATES = '/iotmanager/certificate/index';

/** The header of a collapse panel of the add and edit forms. */
const panel = (title: string) => `.el-collapse-item__header:has-text("${title}")`;
/** A whole collapse panel (header and body). */
const panelItem = (title: string) => `.el-collapse-item:has(${panel(title)})`;
/** The open drop-down of a select, and one of its options. */
const DROPDOWN = '.el-select-dropdown:visible';
const option = (text: string) => `${DROPDOWN} li:has-text("${text}")`;
/** Opens the select of a form item and picks an option. */
const choose = (label: string, text: string) => [
  { click: `${formItem(label)} .el-select`, waitFor: DROPDOWN },
  { click: option(text) },
];
/** The form page of the add, edit and details screens. */
const PAGE = '.layout-main .page';
/** The refresh and edit icons at the top right of a details page. */
const detailIcon = (nth: number) =>
  `${PAGE} > div[style*="position: absolute"] .el-icon >> nth=${nth}`;
/** The row actions in the popover that 更多 opens. */
const POPOVER = '.el-popover:visible';

export const networkScreens: ConsoleScreen[] = [
  // ------------------------------------------------------------------------ channels
  {
    id: 'network-tunnel-list',
    route: TUNNELS,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: `${formItem('通道名称')} input`, label: '通道名称', en: 'Channel name' },
      { selector: button('新建'), label: '新建', en: 'Add' },
      { selector: `${firstRow} >> button:has-text("详情")`, label: '详情', en: 'Details' },
      { selector: `${firstRow} >> button:has-text("编辑")`, label: '编辑', en: 'Edit' },
      { selector: `${firstRow} >> button:has-text("更多")`, label: '更多', en: 'More' },
    ],
    alt: {
      'zh-Hans':
        '通道管理列表：按通道名称查询，每行列出通道的 ID、名称、类型（TCP客户端、UDP客户端、串口）、地址、创建时间和状态。',
      en: 'The channel list: search by channel name; each row shows the channel ID, name, type (TCP client, UDP client or serial port), address, creation time and status.',
    },
  },
  {
    id: 'network-tunnel-more',
    route: TUNNELS,
    ready: '.el-table__row',
    actions: [{ click: `${firstRow} >> button:has-text("更多")`, waitFor: POPOVER }],
    capture: { kind: 'element', selector: '.el-table:visible', padding: 40 },
    markers: [
      { selector: `${firstRow} >> button:has-text("更多")`, label: '更多', en: 'More' },
      { selector: POPOVER, label: '启 用 | 禁 用 | 删 除', en: 'Enable, Disable, Delete' },
    ],
    alt: {
      'zh-Hans':
        '在通道列表中点击“更多”后弹出的面板：启用、禁用和删除；通道已启动时“启用”呈灰色，不能点击。',
      en: 'The panel that More opens in the channel list: enable, disable and delete; Enable is greyed out while the channel is already running.',
    },
  },
  {
    id: 'network-tunnel-add',
    route: `${TUNNELS}/create`,
    ready: panel('串口参数'),
    viewport: { width: 1280, height: 900 },
    actions: [{ fill: `${formItem('名称')} input`, value: '机房 RS-485 备用口' }],
    capture: { kind: 'window' },
    markers: [
      { selector: formItem('名称'), label: '名称', en: 'Name' },
      { selector: formItem('类型'), label: '类型', en: 'Type' },
      { selector: panel('串口参数'), label: '串口参数', en: 'Serial settings' },
      { selector: button('提交'), label: '提交', en: 'Submit' },
    ],
    alt: {
      'zh-Hans':
        '新增通道页：“基本信息”中填写名称、选择类型并设置启用开关，类型为串口时下方显示“串口参数”（端口、波特率、数据位、停止位、检验位）。',
      en: 'The Add Channel page: Basic Info takes the name, the type and the enable switch; with the serial type, Serial Settings below show the port, baud rate, data bits, stop bits and parity.',
    },
  },
  {
    id: 'network-tunnel-add-settings',
    route: `${TUNNELS}/create`,
    ready: panel('协议适配'),
    viewport: { width: 1280, height: 1300 },
    actions: [
      { click: panel('基本信息') },
      { click: panel('串口参数') },
      ...choose('协议', 'Modbus 协议'),
    ],
    capture: { kind: 'element', selector: `${PAGE} .el-collapse` },
    markers: [
      { selector: panel('心跳包'), label: '心跳包', en: 'Heartbeat' },
      { selector: panel('断线重连'), label: '断线重连', en: 'Reconnect' },
      { selector: formItem('协议'), label: '协议', en: 'Protocol' },
      { selector: formItem('协议参数'), label: '协议参数', en: 'Protocol parameters' },
    ],
    alt: {
      'zh-Hans':
        '新增通道页的其余设置：心跳包的启用开关，断线重连的启用、间隔（默认 30）和最大次数（默认 0），以及协议适配中的协议和 JSON 格式的协议参数。',
      en: 'The remaining settings of the Add Channel page: the heartbeat switch, reconnect with its switch, interval (30 by default) and maximum attempts (0 by default), and the protocol with its JSON parameters under protocol adaptation.',
    },
  },
  {
    id: 'network-tunnel-edit',
    route: `${TUNNELS}/edit/1`,
    ready: formItem('地址'),
    viewport: { width: 1280, height: 900 },
    capture: { kind: 'window' },
    markers: [
      { selector: '#tab-first', label: '编辑通道', en: 'Edit channel' },
      { selector: formItem('地址'), label: '地址', en: 'Address' },
      { selector: button('提交'), label: '提交', en: 'Submit' },
    ],
    alt: {
      'zh-Hans':
        '编辑通道页：一个 TCP客户端通道的名称、类型和 IP:端口 形式的地址，下方是心跳包、断线重连和协议适配设置。',
      en: 'The Edit Channel page of a TCP client channel: its name, type and address in IP:port form, followed by the heartbeat, reconnect and protocol adaptation settings.',
    },
  },
  {
    id: 'network-tunnel-detail',
    route: `${TUNNELS}/detail/1`,
    ready: '.el-descriptions',
    capture: { kind: 'element', selector: `${PAGE} > .el-tabs`, padding: 12 },
    markers: [
      { selector: '.el-descriptions__label:has-text("状态")', label: '状态', en: 'Status' },
      {
        selector: 'td.el-descriptions__label:has-text("禁用") + td .el-switch',
        label: '禁用',
        en: 'Disable',
      },
      { selector: detailIcon(1), label: '编辑', en: 'Edit' },
    ],
    alt: {
      'zh-Hans': '通道详情页：名称、类型、地址、状态、禁用开关和创建时间，右上角是刷新和编辑图标。',
      en: "A channel's details: name, type, address, status, a disable switch and creation time, with refresh and edit icons at the top right.",
    },
  },

  // ------------------------------------------------------------------------ servers
  {
    id: 'network-server-list',
    route: SERVERS,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: `${formItem('服务器名称')} input`, label: '服务器名称', en: 'Server name' },
      { selector: button('新建'), label: '新建', en: 'Add' },
      { selector: `${firstRow} >> td >> nth=2`, label: '类型', en: 'Type' },
      { selector: `${firstRow} >> button:has-text("详情")`, label: '详情', en: 'Details' },
      { selector: `${firstRow} >> button:has-text("编辑")`, label: '编辑', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '服务器管理列表：按服务器名称查询，每行列出服务器的 ID、名称、类型（TCP服务器、MQTT 服务、HTTP 服务等）、监听端口、创建时间和状态。',
      en: 'The server list: search by server name; each row shows the server ID, name, type (TCP server, MQTT service, HTTP service and so on), listening port, creation time and status.',
    },
  },
  {
    id: 'network-server-add',
    route: `${SERVERS}/create`,
    ready: formItem('粘拆包规则'),
    viewport: { width: 1280, height: 900 },
    actions: [
      { fill: `${formItem('名称')} input`, value: '冷水机组DTU接入' },
      ...choose('粘拆包规则', '分隔符'),
      { fill: `${formItem('分隔符')} input`, value: '\\r\\n' },
      { fill: `${formItem('地址')} input`, value: '8602' },
      { click: `${formItem('开启TLS')} label.el-radio:has-text("是")` },
      ...choose('选择证书', '设备接入TLS证书2025'),
    ],
    capture: { kind: 'window' },
    markers: [
      { selector: formItem('类型'), label: '类型', en: 'Type' },
      { selector: formItem('粘拆包规则'), label: '粘拆包规则', en: 'Packet framing rule' },
      { selector: formItem('地址'), label: '地址', en: 'Address (port)' },
      { selector: formItem('开启TLS'), label: '开启TLS', en: 'Enable TLS' },
      { selector: formItem('选择证书'), label: '选择证书', en: 'Certificate' },
      { selector: button('提交'), label: '提交', en: 'Submit' },
    ],
    alt: {
      'zh-Hans':
        '新建服务器页的“基本信息”：类型为 TCP服务器，粘拆包规则选“分隔符”并填入 \\r\\n，地址填端口 8602，开启 TLS 后选择证书。',
      en: 'Basic Info on the Add Server page: a TCP server whose packet framing rule is a delimiter, \\r\\n, listening on port 8602, with TLS on and a certificate chosen.',
    },
  },
  {
    id: 'network-server-add-mqtt',
    route: `${SERVERS}/create`,
    ready: formItem('粘拆包规则'),
    viewport: { width: 1280, height: 900 },
    actions: [
      { fill: `${formItem('名称')} input`, value: '园区MQTT接入' },
      ...choose('类型', 'MQTT 服务'),
      { fill: `${formItem('地址')} input`, value: '1885' },
      { click: `${formItem('开启TLS')} label.el-radio:has-text("是")` },
      ...choose('接入方式', 'Basic'),
      { fill: `${formItem('用户名')} input`, value: 'xh_campus' },
    ],
    capture: { kind: 'element', selector: panelItem('基本信息') },
    markers: [
      { selector: formItem('类型'), label: '类型', en: 'Type' },
      {
        selector: `${formItem('接入方式')} > .el-form-item__label`,
        label: '接入方式',
        en: 'Authentication',
      },
      { selector: formItem('用户名'), label: '用户名', en: 'User name' },
      { selector: formItem('密码'), label: '密码', en: 'Password' },
    ],
    alt: {
      'zh-Hans':
        '类型选为“MQTT 服务”并开启 TLS 时，基本信息中不再选证书，而是选择接入方式 Basic（填写用户名和密码）或 AccessToken。',
      en: 'With the MQTT service type and TLS on, Basic Info asks for no certificate but for an authentication method: Basic with a user name and password, or AccessToken.',
    },
  },
  {
    id: 'network-server-add-register',
    route: `${SERVERS}/create`,
    ready: panel('注册包'),
    viewport: { width: 1280, height: 1200 },
    actions: [
      { click: panel('基本信息') },
      { fill: `${formItem('正则表达式')} input`, value: '^REG:(\\w+)$' },
      ...choose('协议', '超声波水表协议'),
    ],
    capture: { kind: 'element', selector: `${PAGE} .el-collapse` },
    markers: [
      { selector: formItem('正则表达式'), label: '正则表达式', en: 'Regular expression' },
      { selector: formItem('协议'), label: '协议', en: 'Protocol' },
      { selector: formItem('协议参数'), label: '协议参数', en: 'Protocol parameters' },
    ],
    alt: {
      'zh-Hans':
        '新建服务器页的“注册包”和“协议适配”：正则表达式 ^REG:(\\w+)$ 从注册包中取出设备标识，协议选一个已安装的协议插件，协议参数以 JSON 填写。',
      en: 'Registration Packet and Protocol Adaptation on the Add Server page: the expression ^REG:(\\w+)$ takes the device key from the registration packet, the protocol is an installed protocol plugin, and its parameters are JSON.',
    },
  },
  {
    id: 'network-server-edit',
    route: `${SERVERS}/edit/2`,
    ready: formItem('偏移量'),
    viewport: { width: 1280, height: 900 },
    capture: { kind: 'window' },
    markers: [
      { selector: '#tab-first', label: '编辑服务器', en: 'Edit server' },
      { selector: formItem('粘拆包规则'), label: '粘拆包规则', en: 'Packet framing rule' },
      { selector: formItem('大小端'), label: '大小端', en: 'Byte order' },
      { selector: formItem('选择证书'), label: '选择证书', en: 'Certificate' },
    ],
    alt: {
      'zh-Hans':
        '编辑服务器页：一个开启 TLS 的 TCP服务器，粘拆包规则为“长度字段”（长度、偏移量、大小端），并已选择证书。',
      en: 'The Edit Server page of a TCP server with TLS on: its packet framing rule is a length field (length, offset, byte order) and a certificate is chosen.',
    },
  },
  {
    id: 'network-server-detail',
    route: `${SERVERS}/detail/1`,
    ready: '.el-descriptions',
    capture: { kind: 'element', selector: `${PAGE} > .el-tabs`, padding: 12 },
    markers: [
      { selector: '.el-descriptions__label:has-text("类型")', label: '类型', en: 'Type' },
      {
        selector: 'td.el-descriptions__label:has-text("禁用") + td .el-switch',
        label: '禁用',
        en: 'Disable',
      },
      { selector: detailIcon(1), label: '编辑', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '服务器详情页：名称、类型（显示取值，如 tcp）、地址、状态、禁用开关和创建时间，右上角是刷新和编辑图标。',
      en: "A server's details: name, type (shown as its value, such as tcp), address, status, a disable switch and creation time, with refresh and edit icons at the top right.",
    },
  },

  // ------------------------------------------------------------------------ certificates
  {
    id: 'certificate-list',
    route: CERTIFICATES,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: `${formItem('证书名称')} input`, label: '证书名称', en: 'Certificate name' },
      { selector: button('新增证书'), label: '新增证书', en: 'Add Certificate' },
      { selector: `${firstRow} >> .el-switch`, label: '状态', en: 'Status (enable / disable)' },
      {
        selector: `${firstRow} >> button:has-text("编辑")`,
        label: '编辑',
        en: 'Edit',
      },
    ],
    alt: {
      'zh-Hans':
        '证书列表：按证书名称查询，每行列出证书的 ID、名称、证书标准、说明和状态开关，操作列有编辑和删除。',
      en: 'The certificate list: search by certificate name; each row shows the ID, name, certificate standard, description and a status switch, with Edit and Delete in the actions column.',
    },
  },
  {
    id: 'certificate-add',
    route: CERTIFICATES,
    ready: '.el-table__row',
    viewport: { width: 1280, height: 960 },
    actions: [
      { click: button('新增证书'), waitFor: DIALOG },
      { click: `${formItem('证书标准', DIALOG)} .el-select`, waitFor: DROPDOWN },
      { click: option('标准2') },
      { fill: `${formItem('证书名称', DIALOG)} input`, value: '冷水机组DTU证书' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('证书标准', DIALOG), label: '证书标准', en: 'Certificate standard' },
      { selector: button('数据导入', DIALOG), label: '数据导入', en: 'Import (certificate file)' },
      {
        selector: `${formItem('证书公钥', DIALOG)} button:has-text("上传")`,
        label: '上传',
        en: 'Upload (public key)',
      },
      {
        selector: `${formItem('证书私钥', DIALOG)} button:has-text("上传")`,
        label: '上传',
        en: 'Upload (private key)',
      },
      { selector: button('提 交', DIALOG), label: '提 交', en: 'Submit' },
    ],
    alt: {
      'zh-Hans':
        '新增证书对话框：选择证书标准，填写证书名称，用“数据导入”上传证书文件，用两个“上传”按钮导入公钥和私钥，并填写说明。',
      en: 'The Add Certificate dialog: choose the certificate standard, enter the name, upload the certificate file with the import button, load the public and private keys with the two upload buttons, and add a description.',
    },
  },
  {
    id: 'certificate-edit',
    route: CERTIFICATES,
    ready: '.el-table__row',
    viewport: { width: 1280, height: 960 },
    actions: [
      {
        click: `${firstRow} >> button:has-text("编辑")`,
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans':
        '编辑证书对话框：显示已保存的证书标准、名称、证书文件路径、公钥和私钥内容以及说明，公钥和私钥的文本框不能直接修改。',
      en: 'The Edit Certificate dialog with the saved standard, name, certificate file path, public and private keys and description; the key boxes cannot be typed into.',
    },
  },
];
