/**
 * System Management (系统管理): users (用户管理) with the user menu and personal center
 * (个人中心), roles with their permission wizard and data scope (角色管理), organizations
 * (组织管理), the hidden areas (区域管理) and positions (岗位管理).
 */
import { button, DIALOG, formItem } from './selectors';
import type { ConsoleScreen, ScreenAction } from './types';

const USERS = '/system/user';
const ROLES = '/system/roleList';
const ORGS = '/system/deptList';
const POSITIONS = '/system/postList';
const AREAS = '/system/orgList';
/** The user menu at the top right of every page (avatar, name, arrow). */
const USER_LINK = '.layout-navbars-breadcrumb-user-link';

/** Row `n` (from 0) of the visible table. */
const row = (n: number) => `.el-table:visible .el-table__body-wrapper .el-table__row >> nth=${n}`;
/** A button of row `n`. */
const rowButton = (n: number, text: string) => `${row(n)} >> button:has-text("${text}")`;
/** The open message box (prompt or confirmation). */
const MESSAGE_BOX = '.el-message-box:visible';

/** Role list with 运维工程师 expanded: 0 超级管理员, 1 运维工程师, 2 车间巡检, 3 能源管理员… */
const EXPAND_OPS: ScreenAction[] = [
  { click: `${row(1)} >> .el-table__expand-icon`, waitFor: `${row(2)} >> text=车间巡检` },
];
/** The permission wizard of 运维工程师. */
const OPEN_PERMISSIONS: ScreenAction[] = [
  ...EXPAND_OPS,
  { click: rowButton(1, '角色权限'), waitFor: `${DIALOG} .el-tree-node` },
];
const NEXT = { click: `${DIALOG} button:has-text("下一步")`, waitFor: `${DIALOG} .el-tree-node` };
const STEP = (title: string) => `${DIALOG} .el-step:has-text("${title}")`;

export const systemScreens: ConsoleScreen[] = [
  // ------------------------------------------------------------------------- users
  {
    id: 'system-user-list',
    route: USERS,
    // Wide enough for every column beside the organization tree.
    viewport: { width: 1680, height: 820 },
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: '.el-tree', label: '组织', en: 'Organization tree' },
      {
        selector: 'input[placeholder="用户名或姓名搜索"]',
        label: '用户名或姓名搜索',
        en: 'Search by user name or name',
      },
      { selector: button('新增用户'), label: '新增用户', en: 'Add user' },
      { selector: `${row(0)} >> .el-switch`, label: '用户状态', en: 'User status' },
      { selector: rowButton(0, '重置'), label: '重置', en: 'Reset password' },
    ],
    alt: {
      'zh-Hans':
        '用户管理页：左侧是组织树，右侧按用户名或姓名、用户状态和创建时间查询，列表显示用户名、姓名、组织、角色、手机号、用户状态开关和创建时间，每行有修改、删除和重置。',
      en: 'The User Management page: the organization tree on the left; on the right, a search by user name or name, user status and creation date, and a list of users with their name, organization, roles, mobile number, a status switch and the creation date, each with Edit, Delete and Reset.',
    },
  },
  {
    id: 'system-user-add',
    route: USERS,
    ready: '.el-table__row',
    actions: [
      { click: button('新增用户'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入用户名"]`, value: 'xunjian02' },
      { fill: `${DIALOG} input[placeholder="请输入姓名"]`, value: '巡检员02' },
      { fill: `${DIALOG} input[placeholder="请输入手机号"]`, value: '555-0142' },
      { fill: `${DIALOG} input[placeholder="请输入"]`, value: 'xunjian02@example.com' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('关联角色', DIALOG), label: '关联角色', en: 'Roles' },
      { selector: formItem('组织', DIALOG), label: '组织', en: 'Organization' },
      { selector: formItem('岗位', DIALOG), label: '岗位', en: 'Positions' },
      { selector: formItem('用户状态', DIALOG), label: '用户状态', en: 'User status' },
    ],
    alt: {
      'zh-Hans':
        '添加用户对话框：已填写用户名、姓名、手机号和邮箱，还需选择关联角色、组织和岗位，并可设置密码、性别、用户状态和用户描述。',
      en: 'The Add User dialog with the user name, name, mobile number and e-mail filled in; roles, organization and positions are still to be chosen, and password, gender, user status and a description can be set.',
    },
  },
  {
    id: 'system-user-edit',
    route: USERS,
    ready: '.el-table__row',
    actions: [{ click: rowButton(8, '修改'), waitFor: `${DIALOG} .el-tag` }],
    capture: { kind: 'dialog' },
    alt: {
      'zh-Hans':
        '修改用户对话框：孙浩的账号，关联角色为运维工程师，组织为设备运维部，岗位为部门经理，用户名和密码不在此处修改。',
      en: 'The Edit User dialog for an operations engineer: his roles, organization and position are filled in; the user name and password are not edited here.',
    },
  },
  {
    id: 'system-user-reset',
    route: USERS,
    ready: '.el-table__row',
    actions: [
      { click: rowButton(1, '重置'), waitFor: MESSAGE_BOX },
      { fill: `${MESSAGE_BOX} input`, value: 'Xunjian#2025' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: `${MESSAGE_BOX} .el-input`, label: '新密码', en: 'New password' },
      { selector: `${MESSAGE_BOX} button:has-text("确定")`, label: '确定', en: 'OK' },
    ],
    alt: {
      'zh-Hans':
        '重置密码的提示框：“请输入"xunjian01"的新密码”，输入框中已填写新密码，下方是取消和确定。',
      en: 'The prompt that resets a password: it asks for the new password of user xunjian01, with the new password typed in and the Cancel and OK buttons below.',
    },
  },
  {
    id: 'system-user-menu',
    route: POSITIONS,
    ready: '.el-table__row',
    actions: [{ hover: USER_LINK, waitFor: '.el-dropdown-menu:visible:has-text("个人中心")' }],
    capture: {
      kind: 'element',
      selector: `.layout-navbars-breadcrumb-user, .el-dropdown-menu:visible:has-text("个人中心")`,
      padding: 12,
    },
    markers: [
      { selector: USER_LINK, label: '头像', en: 'User menu' },
      {
        selector: '.el-dropdown-menu:visible .el-dropdown-menu__item:has-text("个人中心")',
        label: '个人中心',
        en: 'Personal Center',
      },
      {
        selector: '.el-dropdown-menu:visible .el-dropdown-menu__item:has-text("退出登录")',
        label: '退出登录',
        en: 'Log out',
      },
    ],
    alt: {
      'zh-Hans': '控制台右上角的用户菜单：头像下拉后有个人中心、在线文档和退出登录三项。',
      en: 'The user menu at the top right of the console: under the avatar are Personal Center, Online Docs and Log Out.',
    },
  },
  {
    id: 'system-personal-center',
    route: '/personal',
    ready: '.personal-item-value',
    actions: [
      { click: button('修改', '.personal'), waitFor: '.personal-item-value-edit' },
      // Off the button just pressed (no focus ring on 保存).
      { click: '.personal-title' },
    ],
    capture: { kind: 'window' },
    markers: [
      { selector: '.personal-user-left .el-upload', label: '头像', en: 'Avatar' },
      {
        selector: '.personal-item:has(.personal-item-label:text-is("登录密码：")) .el-input',
        label: '登录密码',
        en: 'Login password',
      },
      { selector: button('保存', '.personal'), label: '保存', en: 'Save' },
    ],
    alt: {
      'zh-Hans':
        '个人中心处于修改状态：左侧是头像，右侧可修改姓名、性别、生日、登录密码、手机号、邮箱、联系地址和简介，登录 IP 和登录时间只读，右下方是保存按钮。',
      en: 'The Personal Center in edit mode: the avatar on the left; on the right the name, gender, birthday, login password, mobile number, e-mail, address and a short bio can be changed, the last login IP and time are read-only, and a Save button sits below.',
    },
  },
  // ------------------------------------------------------------------------- roles
  {
    id: 'system-role-list',
    route: ROLES,
    ready: '.el-table__row',
    actions: EXPAND_OPS,
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增角色'), label: '新增角色', en: 'Add role' },
      { selector: `${row(2)} >> td >> nth=1`, label: '车间巡检', en: 'Sub-role' },
      { selector: rowButton(1, '角色权限'), label: '角色权限', en: 'Role permissions' },
      { selector: rowButton(1, '数据权限'), label: '数据权限', en: 'Data permissions' },
    ],
    alt: {
      'zh-Hans':
        '角色管理页：按角色名称和状态查询，角色以树形列表显示角色名称、角色描述、排序、角色状态和创建时间，“运维工程师”下展开了下级角色“车间巡检”，每行有修改、删除、角色权限和数据权限。',
      en: 'The Role Management page: search by role name and status; roles are listed as a tree with description, order, status and creation time, an operations role is expanded to show its sub-role, and each row has Edit, Delete, Role Permissions and Data Permissions.',
    },
  },
  {
    id: 'system-role-add',
    route: ROLES,
    ready: '.el-table__row',
    actions: [
      { click: button('新增角色'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入角色名称"]`, value: '质检员' },
      { fill: `${DIALOG} textarea`, value: '查看车间设备数据与告警' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('上级角色', DIALOG), label: '上级角色', en: 'Parent role' },
      { selector: formItem('角色名称', DIALOG), label: '角色名称', en: 'Role name' },
      { selector: formItem('角色状态', DIALOG), label: '角色状态', en: 'Role status' },
      { selector: button('新 增', DIALOG), label: '新 增', en: 'Add' },
    ],
    alt: {
      'zh-Hans':
        '添加角色对话框：上级角色、角色名称“质检员”、排序、角色状态开关和角色描述，底部是取消和新增。',
      en: 'The Add Role dialog: parent role, a role name filled in, order, the role status switch and a description, with Cancel and Add at the bottom.',
    },
  },
  {
    id: 'system-role-permission-menus',
    route: ROLES,
    ready: '.el-table__row',
    actions: OPEN_PERMISSIONS,
    capture: { kind: 'dialog' },
    markers: [
      { selector: `${DIALOG} button:has-text("操作")`, label: '操作', en: 'Operate' },
      { selector: `${DIALOG} button:has-text("下一步")`, label: '下一步', en: 'Next' },
      { selector: `${DIALOG} button:has-text("确定")`, label: '确定', en: 'OK' },
      { selector: STEP('菜单权限'), label: '菜单权限', en: 'Menu permissions' },
      { selector: `${DIALOG} .el-tree`, label: '菜单', en: 'Menu tree' },
    ],
    alt: {
      'zh-Hans':
        '角色权限设置对话框的第一步“菜单权限”：菜单树中已勾选物联管理下的全部菜单和系统监控下的部分菜单，右上角是操作、上一步、下一步、确定和取消。',
      en: 'The first step, Menu Permissions, of the role permission dialog: the menu tree has every IoT Management menu and some System Monitoring menus ticked; Actions, Previous, Next, OK and Cancel sit at the top right.',
    },
  },
  {
    id: 'system-role-permission-buttons',
    route: ROLES,
    ready: '.el-table__row',
    actions: [...OPEN_PERMISSIONS, NEXT],
    capture: { kind: 'dialog' },
    markers: [
      { selector: STEP('按钮权限'), label: '按钮权限', en: 'Button permissions' },
      {
        selector: `${DIALOG} .el-tree > .el-tree-node >> nth=1`,
        label: '产品',
        en: 'A menu and its buttons',
      },
      { selector: `${DIALOG} button:has-text("上一步")`, label: '上一步', en: 'Previous' },
    ],
    alt: {
      'zh-Hans':
        '角色权限设置的第二步“按钮权限”：只列出上一步选中的菜单，每个菜单下是它的按钮，如产品的新增、编辑、详情；未勾选的删除按钮使菜单呈半选状态。',
      en: 'The second step, Button Permissions: only the menus chosen in the first step are listed, each with its buttons such as Add, Edit and Details; the unticked Delete buttons leave their menus half-ticked.',
    },
  },
  {
    id: 'system-role-permission-columns',
    route: ROLES,
    ready: '.el-table__row',
    actions: [...OPEN_PERMISSIONS, NEXT, NEXT],
    capture: { kind: 'dialog' },
    markers: [
      { selector: STEP('列表权限'), label: '列表权限', en: 'Column permissions' },
      {
        selector: `${DIALOG} .el-tree > .el-tree-node >> nth=0`,
        label: '物联概览',
        en: 'A menu and its columns',
      },
      { selector: `${DIALOG} button:has-text("下一步")`, label: '下一步', en: 'Next' },
    ],
    alt: {
      'zh-Hans':
        '角色权限设置的第三步“列表权限”：每个选中的菜单下列出它的表格列，勾选的列对该角色可见。',
      en: 'The third step, Column Permissions: under each chosen menu are the columns of its table; the ticked columns are the ones the role sees.',
    },
  },
  {
    id: 'system-role-permission-apis',
    route: ROLES,
    ready: '.el-table__row',
    actions: [...OPEN_PERMISSIONS, NEXT, NEXT, NEXT],
    capture: { kind: 'dialog' },
    markers: [
      { selector: STEP('接口权限'), label: '接口权限', en: 'API permissions' },
      {
        selector: `${DIALOG} .el-tree > .el-tree-node >> nth=0 >> .el-tree-node__children .el-tree-node >> nth=0`,
        label: '请求方法-接口名称',
        en: 'Method and API name',
      },
    ],
    alt: {
      'zh-Hans':
        '角色权限设置的第四步“接口权限”：每个选中的菜单下列出关联的接口，显示为“请求方法-接口名称”，勾选允许该角色调用的接口后点击确定。',
      en: 'The fourth step, API Permissions: under each chosen menu are the APIs linked to it, shown as request method and API name; tick the APIs the role may call and click OK.',
    },
  },
  {
    id: 'system-role-data-scope',
    route: ROLES,
    ready: '.el-table__row',
    actions: [
      ...EXPAND_OPS,
      { click: rowButton(2, '数据权限'), waitFor: `${DIALOG} .el-tree-node` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('权限范围', DIALOG), label: '权限范围', en: 'Data scope' },
      { selector: formItem('数据权限', DIALOG), label: '数据权限', en: 'Organizations' },
    ],
    alt: {
      'zh-Hans':
        '分配数据权限对话框：角色“车间巡检”的权限范围为自定数据权限，组织树中勾选了一号车间和二号车间。',
      en: 'The data permission dialog of a workshop role: the data scope is set to Custom and the organization tree has the two workshops ticked.',
    },
  },
  // ------------------------------------------------------------------------- organizations
  {
    id: 'system-org-list',
    route: ORGS,
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增组织'), label: '新增组织', en: 'Add organization' },
      {
        selector: `${row(0)} >> .el-table__expand-icon`,
        label: '星河智造',
        en: 'Expand / collapse',
      },
      { selector: rowButton(1, '新增'), label: '新增', en: 'Add sub-organization' },
      { selector: rowButton(1, '修改'), label: '修改', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '组织管理页：按组织名称和状态查询，组织树形列表显示组织名称、组织状态、排序和创建时间，每行有新增、修改和删除。',
      en: 'The Organization Management page: search by organization name and status; the organization tree lists each organization with its status, order and creation time, and every row has Add, Edit and Delete.',
    },
  },
  {
    id: 'system-org-add',
    route: ORGS,
    ready: '.el-table__row',
    actions: [
      { click: rowButton(4, '新增'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入组织名称"]`, value: '巡检班' },
      { fill: `${DIALOG} input[placeholder="请输入负责人"]`, value: '陈立' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('上级组织', DIALOG), label: '上级组织', en: 'Parent organization' },
      { selector: formItem('组织名称', DIALOG), label: '组织名称', en: 'Organization name' },
      { selector: formItem('负责人', DIALOG), label: '负责人', en: 'Leader' },
      { selector: formItem('组织状态', DIALOG), label: '组织状态', en: 'Organization status' },
    ],
    alt: {
      'zh-Hans':
        '添加组织对话框：从“设备运维部”行的新增打开，上级组织已填好，组织名称为“巡检班”，并有负责人、手机号、邮箱、排序和组织状态。',
      en: 'The Add Organization dialog opened from the Add button of a department row: the parent organization is already set, a name and leader are filled in, and there are phone, e-mail, order and status fields.',
    },
  },
  {
    id: 'system-org-edit',
    route: ORGS,
    ready: '.el-table__row',
    actions: [
      { click: rowButton(2, '修改'), waitFor: DIALOG },
      { waitFor: `${DIALOG} input[placeholder="请输入负责人"]:not([value=""])` },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('上级组织', DIALOG), label: '上级组织', en: 'Parent organization' },
      { selector: formItem('组织状态', DIALOG), label: '组织状态', en: 'Organization status' },
      { selector: button('修 改', DIALOG), label: '修 改', en: 'Save changes' },
    ],
    alt: {
      'zh-Hans':
        '修改组织对话框：“一号车间”的上级组织为生产中心，负责人、手机号、邮箱、排序和组织状态都已填好，底部是取消和修改。',
      en: 'The Edit Organization dialog of a workshop: its parent organization, leader, phone, e-mail, order and status are filled in, with Cancel and Edit at the bottom.',
    },
  },
  // ------------------------------------------------------------------------- areas (hidden menu)
  {
    id: 'system-area-list',
    route: AREAS,
    viewport: { width: 1440, height: 500 },
    ready: '.el-table__row',
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增区域'), label: '新增区域', en: 'Add region' },
      { selector: `${row(0)} >> td >> nth=1`, label: '区域编号', en: 'Region number' },
      { selector: rowButton(0, '新增'), label: '新增', en: 'Add sub-region' },
    ],
    alt: {
      'zh-Hans':
        '区域管理页：按区域名称和状态查询，区域树形列表显示区域名称、平台生成的区域编号、区域状态、排序和创建时间，每行有新增、修改和删除。',
      en: 'The region page: search by region name and status; the region tree lists each region with its generated number, status, order and creation time, and every row has Add, Edit and Delete.',
    },
  },
  // ------------------------------------------------------------------------- positions
  {
    id: 'system-position-list',
    route: POSITIONS,
    ready: '.el-table__row',
    actions: [
      {
        click: '.el-table__row:has-text("运维工程师") >> .el-table__expand-icon',
        waitFor: '.el-table__row:visible:has-text("巡检员")',
      },
    ],
    capture: { kind: 'window' },
    markers: [
      { selector: button('新增岗位'), label: '新增岗位', en: 'Add position' },
      { selector: `${row(0)} >> td >> nth=2`, label: '岗位编码', en: 'Position code' },
      { selector: rowButton(0, '修改'), label: '修改', en: 'Edit' },
    ],
    alt: {
      'zh-Hans':
        '岗位管理页：按岗位名称、岗位编码和状态查询，列表显示平台生成的岗位编码、岗位名称、排序、岗位状态、岗位描述和创建时间，每行有修改和删除。',
      en: 'The Position Management page: search by position name, code and status; the list shows the generated position code, name, order, status, description and creation time, with Edit and Delete on each row.',
    },
  },
  {
    id: 'system-position-add',
    route: POSITIONS,
    ready: '.el-table__row',
    actions: [
      { click: button('新增岗位'), waitFor: DIALOG },
      { fill: `${DIALOG} input[placeholder="请输入岗位名称"]`, value: '质检员' },
      { fill: `${DIALOG} textarea`, value: '来料与成品抽检' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      { selector: formItem('上级岗位', DIALOG), label: '上级岗位', en: 'Parent position' },
      { selector: formItem('岗位名称', DIALOG), label: '岗位名称', en: 'Position name' },
      { selector: formItem('岗位顺序', DIALOG), label: '岗位顺序', en: 'Order' },
    ],
    alt: {
      'zh-Hans': '添加岗位对话框：上级岗位、岗位名称“质检员”、岗位顺序、岗位状态开关和备注。',
      en: 'The Add Position dialog: parent position, a position name filled in, order, the status switch and remarks.',
    },
  },
];
