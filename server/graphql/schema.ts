import { builder } from './builder.js';
import './types/errors.js';
import './types/reference-data.js';
import './types/users.js';
import './types/accounts.js';
import './types/houses.js';
import './types/places.js';
import './types/house-editing.js';
import './types/house-photos.js';
import './types/likes.js';
import './types/addresses.js';
import './types/messaging.js';
import './types/mortgage.js';
import './types/search-profiles.js';
import './types/matching.js';

export const schema = builder.toSchema({ sortSchema: true });
