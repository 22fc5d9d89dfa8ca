import { describeBaseUrlBuild } from './baseUrlBuild';

describeBaseUrlBuild('en');
