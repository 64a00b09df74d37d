import { moneyModel } from './money-model';

moneyModel('postgres');
