import './zod-config';
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { initTheme } from './lib/theme';
import './styles/theme.css';
import './styles/base.css';

initTheme();
createApp(App).use(createPinia()).mount('#app');
