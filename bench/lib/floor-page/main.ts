import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

// The floor page (bench/lib/floor-page.ts): React 19 and react-dom drawing what a kiosk draws at
// least, a keypad of 12 buttons and a list of five names, with no data to fetch. The screens'
// times are read against its own, measured in the same run.
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Clear', '0', 'Enter'];
const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov'];

function FloorPage() {
  return h(
    'main',
    null,
    h(
      'fieldset',
      null,
      h('legend', null, 'Keypad'),
      KEYS.map((key) => h('button', { key, type: 'button' }, key)),
    ),
    h(
      'section',
      null,
      h('h2', null, 'Currently Working'),
      h(
        'ul',
        null,
        NAMES.map((name) => h('li', { key: name }, name)),
      ),
    ),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(FloorPage));
