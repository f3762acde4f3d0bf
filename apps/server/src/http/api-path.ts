/** Whether a request's path (without its query) is the API's: `/api` and everything under it. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
