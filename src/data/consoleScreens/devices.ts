/** Devices (设备): the list, adding a device, and every tab of a device's details. */
import { button, DIALOG, firstRow, formItem, tab } from './selectors';
import type { ConsoleScreen } from './types';

const METER = '/iotmanager/device/instance/meter_dist_01';
const GATEWAY = '/iotmanager/device/instance/gw_plant_01';
const STATUS_READY = '.ant-card:nth-of-type(2) canvas';
/** A crop of the device details without the menus: title, tabs and one tab's content. */
const detailCrop = (pane: string) =>
  `.page > .content, .content-box > .el-tabs > .el-tabs__header, ${pane} > *`;
const option = (text: string) => `.el-select-dropdown__item:visible:has-text("${text}")`;

export const deviceScreens: ConsoleScreen[] = [
  {
    id: 'device-list',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    viewport: { width: 1440, height: 900 },
    capture: { kind: 'window' },
    markers: [
      { selector: formItem('所属产品'), label: '所属产品', en: 'Product' },
      { selector: button('新增'), label: '新增', en: 'Add' },
      { selector: button('更多'), label: '更多', en: 'More (batch actions)' },
      { selector: `${firstRow} >> a:has-text("详情")`, label: '详情', en: 'Details' },
    ],
    alt: {
      'zh-Hans':
        '设备列表：按名称、标识、所属产品、状态和创建时间查询，每行列出设备标识、名称、设备类型、产品名称、状态（在线、离线、未启用）和创建时间。',
      en: 'The device list: search by name, device key, product, status and creation date; each row shows the device key, name, device type, product, status (online, offline or not enabled) and creation time.',
    },
  },
  {
    id: 'device-batch-menu',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    actions: [{ hover: button('更多') }, { waitFor: '.el-dropdown-menu:visible' }],
    capture: {
      kind: 'element',
      selector: `${button('更多')}, .el-dropdown-menu:visible`,
      padding: 6,
    },
    alt: {
      'zh-Hans': '设备列表“更多”菜单：批量启用、批量禁用、导入设备和导出设备。',
      en: "The device list's More menu: enable or disable the selected devices, import devices, export devices.",
    },
  },
  {
    id: 'device-add',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    viewport: { width: 1280, height: 960 },
    actions: [
      { click: button('新增'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入设备标识"]`, value: 'meter_ws2_light' },
      { fill: `${DIALOG} input[placeholder="请输入设备名称"]`, value: '二号车间照明回路' },
      { click: `${formItem('所属产品', DIALOG)} .el-select`, waitFor: option('三相智能电表') },
      { click: option('三相智能电表') },
      { fill: `${DIALOG} input[placeholder="请输入固件版本号"]`, value: 'v2.3.1' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('设备标识', DIALOG), label: '设备标识', en: 'Device key' },
      { selector: formItem('所属产品', DIALOG), label: '所属产品', en: 'Product' },
      { selector: formItem('标签设置', DIALOG), label: '标签设置', en: 'Tags' },
    ],
    alt: {
      'zh-Hans':
        '添加设备对话框：填写设备标识和设备名称，选择所属产品，设置设备坐标和标签，填写固件版本号和备注。',
      en: 'The Add Device dialog: enter the device key and name, choose the product, set the coordinates and tags, and enter the firmware version and notes.',
    },
  },
  {
    id: 'device-edit',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    viewport: { width: 1280, height: 960 },
    actions: [
      { fill: 'input[placeholder="请输入设备标识"]', value: 'meter_dist_01' },
      { click: button('查询'), waitFor: '.el-table__row:has-text("meter_dist_01")' },
      {
        click: '.el-table__row:has-text("meter_dist_01") >> button:has-text("修改")',
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('设备坐标', DIALOG), label: '设备坐标', en: 'Coordinates' },
      { selector: formItem('标签设置', DIALOG), label: '标签设置', en: 'Tags' },
    ],
    alt: {
      'zh-Hans':
        '修改设备对话框：1号配电室总表的标识、名称、所属产品、坐标，三个标签（安装位置、表计编号、电流互感器变比）和 Basic 认证信息。',
      en: 'The Edit Device dialog for a distribution-room meter: key, name, product, coordinates, three tags (installation site, meter number, current transformer ratio) and the Basic authentication settings.',
    },
  },
  {
    id: 'device-tag-add',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    actions: [
      { click: button('新增'), waitFor: DIALOG },
      { click: button('添加标签', DIALOG), waitFor: '.el-dialog:visible >> nth=1' },
      { fill: '.el-dialog:visible input[placeholder="请输入标签键名"]', value: 'install_site' },
      { fill: '.el-dialog:visible input[placeholder="请输入标签名称"]', value: '安装位置' },
      {
        fill: '.el-dialog:visible input[placeholder="请输入标签值"]',
        value: '二号车间 配电箱 2AL',
      },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '“标签设置”对话框：为设备添加一个标签，填写标签键名、标签名称和标签值。',
      en: 'The tag settings dialog: add a tag to a device with its key, name and value.',
    },
  },
  {
    id: 'device-export',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    actions: [
      { hover: button('更多') },
      { click: '.el-dropdown-menu:visible button:has-text("导出设备")', waitFor: DIALOG },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '导出设备对话框：选择所属产品，把该产品的设备导出为 Excel 文件。',
      en: 'The Export Devices dialog: choose a product to export its devices as an Excel file.',
    },
  },
  {
    id: 'device-import',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    actions: [
      { hover: button('更多') },
      { click: '.el-dropdown-menu:visible button:has-text("导入设备")', waitFor: DIALOG },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('所属产品', DIALOG), label: '所属产品', en: 'Product' },
      {
        selector: formItem('样表下载', DIALOG),
        label: '样表下载',
        en: 'Download the sample sheet',
      },
    ],
    alt: {
      'zh-Hans': '导入设备对话框：选择所属产品，上传填好的 Excel 文件，可先下载样表。',
      en: 'The Import Devices dialog: choose the product and upload a filled-in Excel file; a sample sheet can be downloaded first.',
    },
  },
  {
    id: 'device-status',
    route: '/iotmanager/device/instance',
    ready: '.el-table__row',
    actions: [
      { fill: 'input[placeholder="请输入设备标识"]', value: 'meter_dist_01' },
      { click: button('查询'), waitFor: '.el-table__row:has-text("meter_dist_01")' },
      {
        click: '.el-table__row:has-text("meter_dist_01") >> a:has-text("详情")',
        waitFor: STATUS_READY,
      },
    ],
    capture: { kind: 'window' },
    markers: [
      { selector: tab('3'), label: '运行状态', en: 'Runtime status' },
      { selector: '.ant-card >> nth=0', label: '设备状态', en: 'Device status' },
    ],
    alt: {
      'zh-Hans':
        '设备详情的“运行状态”页：设备在线状态与数据时间，以及每个属性的最新值和当天的变化曲线。',
      en: "A device's Runtime Status tab: whether it is online and when data last arrived, and each property's latest value with today's trend.",
    },
  },
  {
    id: 'device-property-history',
    route: METER,
    ready: STATUS_READY,
    actions: [
      { click: '.ant-card >> nth=2 >> .el-icon >> nth=1', waitFor: `${DIALOG} .el-table__row` },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '“数据记录”对话框：一个属性按时间列出的上报值。',
      en: 'The data records dialog: the values one property reported, by time.',
    },
  },
  {
    id: 'device-info',
    route: METER,
    ready: STATUS_READY,
    actions: [{ click: tab('1'), waitFor: '#pane-1 .el-descriptions' }],
    capture: { kind: 'element', selector: detailCrop('#pane-1'), padding: 16 },
    markers: [
      { selector: tab('1'), label: '设备信息', en: 'Device information' },
      { selector: button('编辑', '#pane-1'), label: '编辑', en: 'Edit' },
      { selector: '#pane-1 .el-input-group', label: '设备超时时间', en: 'Device timeout' },
    ],
    alt: {
      'zh-Hans':
        '设备详情的“设备信息”页：设备标识、名称、所属产品、消息协议、链接协议、设备类型、固件版本、注册和最后上线时间，下方可修改设备超时时间。',
      en: "A device's Device Information tab: device key, name, product, message and transport protocols, device type, firmware version, registration and last-online times, and the device timeout below.",
    },
  },
  {
    id: 'device-tsl',
    route: METER,
    ready: STATUS_READY,
    viewport: { width: 1280, height: 1000 },
    actions: [{ click: tab('2'), waitFor: '#pane-2 .el-table__row' }],
    capture: { kind: 'element', selector: detailCrop('#pane-2'), padding: 16 },
    markers: [
      { selector: tab('2'), label: '物模型', en: 'Thing model' },
      {
        selector: `#pane-attr .el-table__row >> nth=6 >> button:has-text("设置属性")`,
        label: '设置属性',
        en: 'Set property',
      },
    ],
    alt: {
      'zh-Hans': '设备详情的“物模型”页：设备所属产品的属性定义，可读写的属性可以“设置属性”。',
      en: "A device's Thing Model tab: the properties of its product; a read/write property can be set from here.",
    },
  },
  {
    id: 'device-set-property',
    route: METER,
    ready: STATUS_READY,
    actions: [
      { click: tab('2'), waitFor: '#pane-2 .el-table__row' },
      {
        click: '#pane-attr .el-table__row >> nth=7 >> button:has-text("设置属性")',
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '“设置属性”对话框：为设备的一个可写属性输入新值并下发。',
      en: 'The Set Property dialog: enter a new value for one writable property and send it to the device.',
    },
  },
  {
    id: 'device-functions',
    route: METER,
    ready: STATUS_READY,
    actions: [
      { click: tab('5'), waitFor: '#pane-5 .el-tabs' },
      { fill: '#pane-5 .el-tab-pane:visible .el-table input', value: 'true' },
      {
        click: button('执行', '#pane-5'),
        waitFor: '#pane-5 .result textarea:not(:placeholder-shown)',
      },
    ],
    capture: { kind: 'element', selector: detailCrop('#pane-5'), padding: 16 },
    markers: [
      { selector: tab('5'), label: '设备功能', en: 'Device functions' },
      { selector: button('执行', '#pane-5'), label: '执行', en: 'Run' },
    ],
    alt: {
      'zh-Hans':
        '设备详情的“设备功能”页：每个功能一个标签页（此处为电表的远程合闸/分闸），填写输入参数后执行，右侧显示设备返回的结果。',
      en: "A device's Device Functions tab: one tab per function (here the remote switch of a meter); fill in the input parameters, run it and see the device's answer.",
    },
  },
  {
    id: 'device-logs',
    route: METER,
    ready: STATUS_READY,
    viewport: { width: 1280, height: 960 },
    actions: [{ click: tab('4'), waitFor: '#pane-4 .el-table__row' }],
    capture: { kind: 'element', selector: detailCrop('#pane-4'), padding: 16 },
    markers: [
      { selector: tab('4'), label: '日志管理', en: 'Logs' },
      { selector: formItem('日志类型', '#pane-4'), label: '日志类型', en: 'Log type' },
      {
        selector: '#pane-4 .el-table__row >> nth=0 >> button:has-text("查看")',
        label: '查看',
        en: 'View',
      },
    ],
    alt: {
      'zh-Hans':
        '设备详情的“日志管理”页：按日志类型和时间查询，列出属性上报、上线、下线等日志的类型、时间和内容。',
      en: "A device's Logs tab: search by log type and date; each entry shows its type (property report, online, offline…), time and content.",
    },
  },
  {
    id: 'device-log-detail',
    route: METER,
    ready: STATUS_READY,
    actions: [
      { click: tab('4'), waitFor: '#pane-4 .el-table__row' },
      { click: '#pane-4 .el-table__row >> nth=0 >> button:has-text("查看")', waitFor: DIALOG },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '日志详情对话框：一条属性上报日志的完整 JSON 内容。',
      en: 'The log details dialog: the full JSON content of one property report.',
    },
  },
  {
    id: 'gateway-subdevices',
    route: GATEWAY,
    ready: '.ant-card >> nth=1',
    actions: [{ click: tab('6'), waitFor: '#pane-6 .el-table__row' }],
    capture: { kind: 'element', selector: detailCrop('#pane-6'), padding: 16 },
    markers: [
      { selector: tab('6'), label: '子设备', en: 'Sub-devices' },
      { selector: button('批量绑定'), label: '批量绑定', en: 'Bind sub-devices' },
      { selector: button('批量解绑'), label: '批量解绑', en: 'Unbind sub-devices' },
    ],
    alt: {
      'zh-Hans':
        '网关设备的“子设备”页：列出绑定到该网关的子设备及其产品、状态和激活时间，可批量绑定或解绑。',
      en: "A gateway's Sub-devices tab: the sub-devices bound to it with their product, status and activation time; bind or unbind several at once.",
    },
  },
  {
    id: 'gateway-bind-subdevices',
    route: GATEWAY,
    ready: '.ant-card >> nth=1',
    actions: [
      { click: tab('6'), waitFor: '#pane-6 .el-table__row' },
      { click: button('批量绑定'), waitFor: DIALOG },
      { click: `${formItem('所属产品', DIALOG)} .el-select`, waitFor: option('温湿度传感器') },
      { click: option('温湿度传感器'), waitFor: `${DIALOG} .el-table__row` },
      { click: `${DIALOG} .el-table__row:has-text("th_qc_01") .el-checkbox` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('所属产品', DIALOG), label: '所属产品', en: 'Product' },
      { selector: button('批量绑定', DIALOG), label: '批量绑定', en: 'Bind' },
    ],
    alt: {
      'zh-Hans':
        '“批量绑定子设备”对话框：选择子设备所属产品，勾选要绑定的子设备（此处为新到的质检室温湿度），再点“批量绑定”。',
      en: 'The Bind Sub-devices dialog: choose the sub-device product, tick the devices to bind (here a new quality-lab sensor) and bind them to the gateway.',
    },
  },
];
