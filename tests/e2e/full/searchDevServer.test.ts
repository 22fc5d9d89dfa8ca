import { describeDevServerSearch } from '../devServerSearch';

describeDevServerSearch('en');
