import { describeDevServerSearch } from '../devServerSearch';

describeDevServerSearch('zh-Hans');
describeDevServerSearch('en');
