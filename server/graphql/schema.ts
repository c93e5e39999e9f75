import { builder } from './builder.js';
import './types/errors.js';
import './types/reference-data.js';
import './types/users.js';
import './types/houses.js';
import './types/places.js';

export const schema = builder.toSchema({ sortSchema: true });
