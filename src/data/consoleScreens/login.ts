/** The login page, its password-change dialog, and the dashboard (物联概览). */
import type { ConsoleScreen } from './types';

export const loginScreens: ConsoleScreen[] = [
  {
    id: 'login',
    route: '/login',
    ready: '.login-content-form',
    capture: { kind: 'window' },
    markers: [
      {
        selector: '.login-content-form .el-input:has(input[placeholder="请输入用户名"])',
        label: '请输入用户名',
        en: 'User name',
      },
      {
        selector: '.login-content-form .el-input:has(input[placeholder="请输入密码"])',
        label: '请输入密码',
        en: 'Password',
      },
      {
        selector: '.login-content-form .el-input:has(input[placeholder="请输入验证码"])',
        label: '请输入验证码',
        en: 'Captcha (type the characters of the picture beside it)',
      },
      { selector: '.login-content-submit', label: '登 录', en: 'Sign in' },
    ],
    alt: {
      'zh-Hans': '控制台登录页：左侧为系统名称与插图，右侧为用户名、密码和验证码输入框及登录按钮。',
      en: 'The console login page: the system name and an illustration on the left, user name, password and captcha fields with the sign-in button on the right.',
    },
  },
  {
    id: 'login-change-password',
    route: '/login',
    ready: '.login-content-form',
    actions: [
      { fill: '.login-content-form input[placeholder="请输入用户名"]', value: 'xunjian02' },
      { fill: '.login-content-form input[placeholder="请输入密码"]', value: 'Init#2025' },
      { fill: '.login-content-form input[placeholder="请输入验证码"]', value: '7k3p' },
      { click: '.login-content-submit', waitFor: '.el-dialog:visible' },
      { fill: '.el-dialog:visible input[placeholder="请输入新密码"]', value: 'Xunjian#0602' },
    ],
    capture: { kind: 'dialog' },
    markers: [
      {
        selector: '.el-dialog:visible .el-input:has(input[placeholder="请输入旧密码"])',
        label: '请输入旧密码',
        en: 'Old password',
      },
      {
        selector: '.el-dialog:visible .el-input:has(input[placeholder="请输入新密码"])',
        label: '请输入新密码',
        en: 'New password',
      },
      { selector: '.el-dialog:visible button:has-text("更 换")', label: '更 换', en: 'Change' },
    ],
    alt: {
      'zh-Hans':
        '登录时弹出的“更新密码”对话框：用户名和旧密码已按登录时的输入填好，填写新密码后点击更换。',
      en: 'The Update Password dialog shown at sign-in: the user name and old password are carried over from the login form; type a new password and click Change.',
    },
  },
  {
    id: 'dashboard',
    route: '/iotmanager/dashboard',
    ready: '.home-container canvas',
    capture: { kind: 'window' },
    markers: [
      { selector: '.home-card-one .el-col >> nth=0', label: '产品', en: 'Products' },
      { selector: '.home-card-one .el-col >> nth=1', label: '在线设备', en: 'Online devices' },
      { selector: '.home-card-one .el-col >> nth=2', label: '设备消息', en: 'Device messages' },
      { selector: '.home-card-one .el-col >> nth=3', label: '设备告警', en: 'Device alarms' },
      {
        selector: '.home-card-two .el-col >> nth=0',
        label: '设备消息',
        en: 'Message and alarm trend',
      },
      { selector: '.home-card-two .el-col >> nth=1', label: '预警类型', en: 'Alarms by level' },
      { selector: '.home-card-three', label: '告警信息列表', en: 'Latest alarms' },
    ],
    alt: {
      'zh-Hans':
        '物联概览：产品、设备、消息和告警数量卡片，年度消息与告警趋势图，告警级别分布图和告警信息列表。',
      en: 'The IoT overview: cards counting products, devices, messages and alarms, the yearly message and alarm trend, alarms by level and the latest alarms.',
    },
  },
];
