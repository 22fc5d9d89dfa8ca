/**
 * The console pictures, one file per area of the console. To add an area: write
 * `<area>.ts` exporting a `ConsoleScreen[]` and append it below.
 */
import { alarmScreens } from './alarms';
import { configScreens } from './config';
import { deviceScreens } from './devices';
import { loginScreens } from './login';
import { monitorScreens } from './monitor';
import { networkScreens } from './network';
import { noticeScreens } from './notices';
import { productScreens } from './products';
import { systemScreens } from './system';
import type { ConsoleScreen } from './types';

export type { ConsoleScreen } from './types';

export const consoleScreens: ConsoleScreen[] = [
  ...loginScreens,
  ...productScreens,
  ...deviceScreens,
  ...networkScreens,
  ...alarmScreens,
  ...noticeScreens,
  ...systemScreens,
  ...monitorScreens,
  ...configScreens,
];
