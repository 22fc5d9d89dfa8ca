/** Products (产品), the thing model (物模型) and product categories (产品分类). */
import { button, DIALOG, firstRow, formItem, tab } from './selectors';
import type { ConsoleScreen, ScreenAction } from './types';

const PRODUCT = '/iotmanager/device/product/detail/xh_meter_3p';
const TSL_PANEL = '#pane-2';
/** The thing-model tab of the product detail, with its rows shown. */
const openTsl: ScreenAction = { click: tab('2'), waitFor: `${TSL_PANEL} .el-table__row` };
/** The thing-model tab, then one of its sub-tabs (fun, event, tab) with its rows shown. */
const openTslPane = (pane: string): ScreenAction[] => [
  openTsl,
  { click: tab(pane), waitFor: `#pane-${pane} .el-table__row` },
];
/** A crop of the product details without the menus: title, tabs and one tab's content. */
const detailCrop = (pane: string) =>
  `.page > .content, .page > .el-tabs > .el-tabs__header, ${pane} > *`;
/** An option of the open select. */
const option = (text: string) => `.el-select-dropdown__item:visible:has-text("${text}")`;

export const productScreens: ConsoleScreen[] = [
  {
    id: 'product-list',
    route: '/iotmanager/device/product',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: button('查询'), label: '查询', en: 'Search' },
      { selector: button('新增产品'), label: '新增产品', en: 'Add Product' },
      { selector: `${firstRow} >> a:has-text("详情")`, label: '详情', en: 'Details' },
    ],
    alt: {
      'zh-Hans':
        '产品列表：按产品名称、设备类型、发布状态和创建时间查询，每行列出产品标识、名称、分类、消息协议、接入方式、设备类型和发布状态。',
      en: 'The product list: search by product name, device type, publishing status and creation date; each row shows the product key, name, category, message protocol, access method, device type and publishing status.',
    },
  },
  {
    id: 'product-add',
    route: '/iotmanager/device/product',
    ready: '.el-table__row',
    actions: [
      { click: button('新增产品'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入产品标识"]`, value: 'xh_gas_meter' },
      { fill: `${DIALOG} input[placeholder="请输入产品名称"]`, value: '智能燃气表' },
      { click: `${formItem('消息协议', DIALOG)} .el-select`, waitFor: option('Sagoo Mqtt') },
      { click: option('Sagoo Mqtt') },
      { click: `${formItem('接入方式', DIALOG)} .el-select`, waitFor: option('MQTT 服务') },
      { click: option('MQTT 服务') },
      {
        click: `${formItem('产品分类', DIALOG)} .el-cascader`,
        waitFor: '.el-cascader-node:visible',
      },
      { click: '.el-cascader-node:visible:has-text("能源计量") .el-radio' },
      { click: `${DIALOG} .el-dialog__title` },
      { fill: `${DIALOG} input[placeholder="请输入用户名"]`, value: 'xh_gas_user' },
      { fill: `${DIALOG} input[placeholder="请输入密码"]`, value: 'Xh#2025gas' },
    ],
    viewport: { width: 1280, height: 960 },
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('产品标识', DIALOG), label: '产品标识', en: 'Product key' },
      { selector: formItem('产品分类', DIALOG), label: '产品分类', en: 'Product category' },
      { selector: formItem('消息协议', DIALOG), label: '消息协议', en: 'Message protocol' },
      { selector: formItem('接入方式', DIALOG), label: '接入方式', en: 'Transport protocol' },
      { selector: formItem('认证方式', DIALOG), label: '认证方式', en: 'Authentication method' },
      { selector: formItem('设备类型', DIALOG), label: '设备类型', en: 'Device type' },
    ],
    alt: {
      'zh-Hans':
        '添加产品对话框：填写产品标识和产品名称，上传产品图片，选择产品分类、消息协议和接入方式；接入方式为 MQTT 服务时还要选择认证方式并填写用户名和密码；最后选择设备类型并填写产品描述。',
      en: 'The Add Product dialog: enter the product key and name, upload a picture, choose the product category, message protocol and access method; with the MQTT service, also pick the authentication method and enter a user name and password; then choose the device type and describe the product.',
    },
  },
  {
    id: 'product-edit',
    route: '/iotmanager/device/product',
    ready: '.el-table__row',
    viewport: { width: 1280, height: 960 },
    actions: [
      {
        click: '.el-table__row:has-text("xh_meter_3p") >> button:has-text("修改")',
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('产品图片', DIALOG), label: '产品图片', en: 'Product picture' },
      { selector: formItem('认证方式', DIALOG), label: '认证方式', en: 'Authentication method' },
    ],
    alt: {
      'zh-Hans':
        '修改产品对话框：三相智能电表的标识（不可修改）、名称、图片、分类、消息协议、接入方式和 Basic 认证信息。',
      en: 'The Edit Product dialog for the three-phase meter: its key (fixed), name, picture, category, message protocol, access method and Basic authentication settings.',
    },
  },
  {
    id: 'product-detail',
    route: '/iotmanager/device/product',
    ready: '.el-table__row',
    actions: [
      {
        click: '.el-table__row:has-text("xh_meter_3p") >> a:has-text("详情")',
        waitFor: '.el-descriptions',
      },
    ],
    capture: { kind: 'window' },
    markers: [
      { selector: '.content .el-switch', label: '启用', en: 'Enable / disable (publish)' },
      { selector: tab('2'), label: '物模型', en: 'Thing model' },
      { selector: button('编辑'), label: '编辑', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '产品详情的“产品信息”页：产品标识、产品分类、设备类型、产品图片、消息协议、接入方式和描述，上方是启用开关和各标签页。',
      en: 'The Product Information tab of a product: product key, category, device type, picture, message protocol, access method and description, below the enable switch and the tabs.',
    },
  },
  {
    id: 'product-tsl-properties',
    route: PRODUCT,
    ready: '.el-descriptions',
    viewport: { width: 1280, height: 1000 },
    actions: [openTsl],
    capture: { kind: 'element', selector: detailCrop(TSL_PANEL), padding: 16 },
    markers: [
      { selector: tab('2'), label: '物模型', en: 'Thing model' },
      { selector: tab('attr'), label: '属性定义', en: 'Properties' },
      { selector: button('添加', `${TSL_PANEL} #pane-attr`), label: '添加', en: 'Add' },
      { selector: button('导入物模型'), label: '导入物模型', en: 'Import thing model' },
      { selector: button('导出物模型'), label: '导出物模型', en: 'Export thing model' },
    ],
    alt: {
      'zh-Hans':
        '产品的物模型标签页，“属性定义”列出每个属性的标识、名称、数据类型、精度、单位和读写方式，下方有导入、导出物模型按钮。',
      en: "A product's Thing Model tab on Properties: each property's identifier, name, data type, precision, unit and access mode, with buttons to import and export the thing model below.",
    },
  },
  {
    id: 'product-tsl-property-add',
    route: PRODUCT,
    ready: '.el-descriptions',
    viewport: { width: 1280, height: 900 },
    actions: [
      openTsl,
      { click: button('添加', `${TSL_PANEL} #pane-attr`), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入属性定义标识"]`, value: 'voltage_b' },
      { fill: `${DIALOG} input[placeholder="请输入属性定义名称"]`, value: 'B相电压' },
      { click: `${DIALOG} .el-select`, waitFor: '.el-select-dropdown:visible' },
      { click: option('float(单精度浮点型)') },
      { fill: `${DIALOG} input[placeholder="请输入精度"]`, value: '1' },
      { fill: `${DIALOG} input[placeholder="请输入单位"]`, value: 'V' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('属性定义标识', DIALOG), label: '属性定义标识', en: 'Identifier' },
      { selector: formItem('数据类型', DIALOG), label: '数据类型', en: 'Data type' },
      { selector: formItem('单位', DIALOG), label: '单位', en: 'Unit' },
      { selector: formItem('是否只读', DIALOG), label: '是否只读', en: 'Read-only' },
    ],
    alt: {
      'zh-Hans':
        '添加属性定义对话框：已填写标识 voltage_b、名称“B相电压”，数据类型选为 float，精度 1、单位 V，下方为是否只读和描述。',
      en: 'The Add Property dialog with identifier voltage_b and a voltage name filled in, data type float chosen with precision 1 and unit V, and the read-only and description fields.',
    },
  },
  {
    id: 'product-tsl-property-edit',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [
      openTsl,
      {
        click: '#pane-attr .el-table__row:has-text("relay_state") >> button:has-text("修改")',
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    markers: [{ selector: formItem('布尔值', DIALOG), label: '布尔值', en: 'Boolean texts' }],
    alt: {
      'zh-Hans':
        '修改属性定义对话框：布尔型属性“合闸状态”，“布尔值”一栏设置 true 和 false 时显示的文字，可读写。',
      en: 'The Edit Property dialog for the boolean relay-state property: the Boolean field sets the texts shown for true and false; the property can be read and written.',
    },
  },
  {
    id: 'product-tsl-functions',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [...openTslPane('fun')],
    capture: { kind: 'element', selector: TSL_PANEL },
    markers: [
      { selector: tab('fun'), label: '功能定义', en: 'Functions' },
      { selector: button('添加', '#pane-fun'), label: '添加', en: 'Add' },
    ],
    alt: {
      'zh-Hans': '物模型的“功能定义”页：列出功能标识、名称和描述，每行可修改或删除。',
      en: 'The Functions page of the thing model: each function with its identifier, name and description, to edit or delete.',
    },
  },
  {
    id: 'product-tsl-function-add',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [...openTslPane('fun'), { click: button('添加', '#pane-fun'), waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('功能定义标识', DIALOG), label: '功能定义标识', en: 'Identifier' },
      { selector: formItem('输入参数', DIALOG), label: '输入参数', en: 'Input parameters' },
      { selector: formItem('输出参数', DIALOG), label: '输出参数', en: 'Output parameters' },
    ],
    alt: {
      'zh-Hans': '添加功能定义对话框：填写功能标识和名称，添加输入参数与输出参数，并填写描述。',
      en: 'The Add Function dialog: the function identifier and name, input and output parameters, and a description.',
    },
  },
  {
    id: 'product-tsl-function-edit',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [
      ...openTslPane('fun'),
      {
        click: '#pane-fun .el-table__row:has-text("set_interval") >> button:has-text("修改")',
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('输入参数', DIALOG), label: '输入参数', en: 'Input parameters' },
    ],
    alt: {
      'zh-Hans': '修改功能定义对话框：功能“设置上报周期”带一个 int 型输入参数 report_interval。',
      en: 'The Edit Function dialog for setting the report interval, with one int input parameter, report_interval.',
    },
  },
  {
    id: 'product-tsl-parameter-add',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [
      ...openTslPane('fun'),
      { click: button('添加', '#pane-fun'), waitFor: DIALOG },
      {
        click: `${formItem('输入参数', DIALOG)} >> text=添加参数`,
        waitFor: '.el-dialog:visible >> nth=1',
      },
      { fill: '.el-dialog:visible input[placeholder="请输入参数标识"]', value: 'duration' },
      { fill: '.el-dialog:visible input[placeholder="请输入参数名称"]', value: '持续时间' },
      {
        click: '.el-dialog:visible >> nth=1 >> .el-select',
        waitFor: '.el-select-dropdown__item:visible:has-text("int(整数型)")',
      },
      { click: '.el-select-dropdown__item:visible:has-text("int(整数型)")' },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '功能的“添加参数”对话框：填写参数标识和参数名称，选择数据类型并填写参数描述。',
      en: "A function's Add Parameter dialog: the parameter identifier and name, its data type and a description.",
    },
  },
  {
    id: 'product-tsl-events',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [...openTslPane('event')],
    capture: { kind: 'element', selector: TSL_PANEL },
    markers: [
      { selector: tab('event'), label: '事件定义', en: 'Events' },
      { selector: button('添加', '#pane-event'), label: '添加', en: 'Add' },
    ],
    alt: {
      'zh-Hans': '物模型的“事件定义”页：列出事件标识、名称、事件级别（普通、警告、紧急）和描述。',
      en: 'The Events page of the thing model: each event with its identifier, name, level (normal, warning or urgent) and description.',
    },
  },
  {
    id: 'product-tsl-event-add',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [...openTslPane('event'), { click: button('添加', '#pane-event'), waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('事件定义标识', DIALOG), label: '事件定义标识', en: 'Identifier' },
      { selector: formItem('事件类型', DIALOG), label: '事件类型', en: 'Event type' },
      { selector: formItem('输出参数', DIALOG), label: '输出参数', en: 'Output parameters' },
    ],
    alt: {
      'zh-Hans':
        '添加事件定义对话框：填写事件标识和名称，选择事件类型（信息、告警、故障），添加输出参数并填写描述。',
      en: 'The Add Event dialog: the event identifier and name, its type (info, alarm or fault), output parameters and a description.',
    },
  },
  {
    id: 'product-tsl-event-edit',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [
      ...openTslPane('event'),
      {
        click: '#pane-event .el-table__row:has-text("over_current") >> button:has-text("修改")',
        waitFor: DIALOG,
      },
    ],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '修改事件定义对话框：告警类事件“过流告警”，输出参数为 A 相电流。',
      en: 'The Edit Event dialog for the over-current alarm event, whose output parameter is the phase A current.',
    },
  },
  {
    id: 'product-tsl-tags',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [...openTslPane('tab')],
    capture: { kind: 'element', selector: TSL_PANEL },
    markers: [
      { selector: tab('tab'), label: '标签定义', en: 'Tags' },
      { selector: button('添加', '#pane-tab'), label: '添加', en: 'Add' },
    ],
    alt: {
      'zh-Hans':
        '物模型的“标签定义”页：列出标签标识、名称、数据类型、是否只读和描述，例如安装位置和表计编号。',
      en: 'The Tags page of the thing model: each tag with its identifier, name, data type, access mode and description, such as the installation site and the meter number.',
    },
  },
  {
    id: 'product-tsl-tag-add',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [...openTslPane('tab'), { click: button('添加', '#pane-tab'), waitFor: DIALOG }],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans': '添加标签定义对话框：填写标签标识和名称，选择数据类型和是否只读，并填写描述。',
      en: 'The Add Tag dialog: the tag identifier and name, its data type, whether it is read-only, and a description.',
    },
  },
  {
    id: 'product-connect',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [{ click: tab('3'), waitFor: '#pane-3 .text' }],
    capture: { kind: 'element', selector: detailCrop('#pane-3'), padding: 16 },
    markers: [{ selector: tab('3'), label: '设备接入', en: 'Device access' }],
    alt: {
      'zh-Hans':
        '产品的“设备接入”页：接入方式、消息协议、认证说明、连接信息，以及 Basic 认证的用户名和密码。',
      en: "A product's Device Access tab: the access method, message protocol, authentication notes, connection address, and the Basic authentication user name and password.",
    },
  },
  {
    id: 'product-script',
    route: PRODUCT,
    ready: '.el-descriptions',
    actions: [
      { click: tab('4'), waitFor: '#pane-4 .params' },
      {
        fill: '#pane-4 .input textarea',
        value: '{"params":{"voltage_a":2296,"current_a":3126,"power_factor":93}}',
      },
      { click: button('调试') },
      { waitFor: '#pane-4 .output textarea:not(:placeholder-shown)' },
    ],
    capture: { kind: 'element', selector: detailCrop('#pane-4'), padding: 16 },
    markers: [
      { selector: tab('4'), label: '数据解析', en: 'Data parsing' },
      { selector: button('保存脚本'), label: '保存脚本', en: 'Save script' },
      { selector: button('调试'), label: '调试', en: 'Debug' },
    ],
    alt: {
      'zh-Hans':
        '产品的“数据解析”页：左侧编辑器中是把整数读数换算为实际值的 parse 函数，右侧上方输入一条上报数据，“调试”后下方显示换算结果。',
      en: "A product's Data Parsing tab: the editor on the left holds a parse function that scales integer readings; on the right, a sample report goes in above and, after Debug, the converted result shows below.",
    },
  },
  {
    id: 'category-list',
    route: '/iotmanager/device/category',
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增分类'), label: '新增分类', en: 'Add category' },
      { selector: `${firstRow} >> button:has-text("新增")`, label: '新增', en: 'Add subcategory' },
    ],
    alt: {
      'zh-Hans': '产品分类列表：以树形列出分类名称、描述和排序，每行可新增子分类、修改或删除。',
      en: 'The product category list: a tree of category names with description and sort order; each row can add a subcategory, be edited or deleted.',
    },
  },
  {
    id: 'category-add',
    route: '/iotmanager/device/category',
    ready: '.el-table__row',
    actions: [
      { click: button('新增分类'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入分类名称"] >> nth=0`, value: '燃气表' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('上级分类', DIALOG), label: '上级分类', en: 'Parent category' },
      { selector: formItem('分类名称', DIALOG), label: '分类名称', en: 'Category name' },
      { selector: formItem('分类标识', DIALOG), label: '分类标识', en: 'Category key' },
    ],
    alt: {
      'zh-Hans': '添加分类对话框：选择上级分类，填写分类名称、排序、分类标识和描述。',
      en: 'The Add Category dialog: choose the parent category, enter the category name, sort order, category key and description.',
    },
  },
];
