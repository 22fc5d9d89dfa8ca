import { describeLighthouse } from './lighthouseAudit';

describeLighthouse('npm test');
