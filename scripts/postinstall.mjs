// Nothing to build after install; kept so `npm install` can report the next step.
console.log('Cabkit: dependencies installed. `npm start` builds and serves the app; `npm test` runs every test.');
