import { expose } from 'comlink';
import { createOptimiserApi } from './optimiser-api';

// The journey optimiser: the routing solver off the page's thread, so the screen never freezes.
expose(createOptimiserApi());
