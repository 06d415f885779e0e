// The health module: liveness and the version, for load balancers and the client's version check.
export { healthRoutes } from './routes.js';
