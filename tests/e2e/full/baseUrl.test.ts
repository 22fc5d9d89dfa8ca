import { describeBaseUrlBuild } from '../baseUrlBuild';

describeBaseUrlBuild('zh-Hans');
