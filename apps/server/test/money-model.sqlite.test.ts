import { moneyModel } from './money-model';

moneyModel('sqlite');
