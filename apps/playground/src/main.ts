import { gameIds } from '@railyard/rules';

const app = document.querySelector('#app')!;
const list = document.createElement('p');
list.textContent = `Games: ${gameIds().join(', ')}`;
app.append(list);
