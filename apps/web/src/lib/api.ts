// The page's API client: same origin, bearer token from the store.
import { appStore } from '../stores/app-store';
import { ApiClient } from './api-client';

export const api = new ApiClient('', () => appStore.getState().user.authToken);
