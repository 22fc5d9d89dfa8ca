import { describeLighthouse } from '../lighthouseAudit';

describeLighthouse('the others');
