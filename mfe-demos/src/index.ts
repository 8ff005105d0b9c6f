import { contribution } from './contribution';

console.log(contribution.routes.length);
