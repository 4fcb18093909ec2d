import { getRequestConfig } from 'next-intl/server';

const messages = { Floor: { title: 'A bare next-intl page', greeting: 'Hello from the client' } };

export default getRequestConfig(async () => ({ locale: 'en', messages }));
