// hog gui: the page keeps a game's history only (choices and dice); the server
// replays it through the student's code on every move and says where it stands.
// Nothing here knows the rules: every number and message comes from the server, and every
// word of the page from its catalogue (locales/<language>/page.ftl), fetched in the language
// chosen.
'use strict';

// One colour per number of dice, 0 to 10, far apart in hue and lightness; the legend
// and the readout give the numbers, so colour is never the only way to read the grid.
const COLOURS = ['#30123b', '#4145ab', '#4675ed', '#39a2fc', '#1bcfd4', '#24eca6',
  '#61fc6c', '#a4fc3b', '#d1e834', '#f3c63a', '#fe9b2d'];

const page = {
  setup: null,
  // The game on screen: its rules and seats, and the server's last answer.
  rules: null,
  game: null,
  busy: false,
  grid: null,
  cursor: { score: 0, opponent: 0 },
  // The first turn the box of latest turns shows.
  latestFrom: 0,
  // The language the page speaks and its messages, id to text with `{$name}` for values.
  language: 'en',
  messages: {},
};

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------

/** Message `id` in the page's language, each `{$name}` given its value from `args`. */
function T(id, args = {}) {
  const template = page.messages[id];
  if (template === undefined) return id;
  return template.replace(/\{\$([a-z0-9_]+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

/** Writes message `id` into `element`, its <em>, <code> and <kbd> made elements (never HTML). */
function putText(element, id, args) {
  const text = T(id, args);
  clearChildren(element);
  let last = 0;
  for (const match of text.matchAll(/<(em|code|kbd)>(.*?)<\/\1>/g)) {
    element.append(text.slice(last, match.index));
    const marked = document.createElement(match[1]);
    marked.textContent = match[2];
    element.append(marked);
    last = match.index + match[0].length;
  }
  element.append(text.slice(last));
}

/** The goal on screen: the game's, else the settings'. */
function shownGoal() {
  return page.rules ? page.rules.goal : page.setup.goal;
}

/** Fills every word the page's HTML names (data-t, data-t-label, data-t-placeholder). */
function applyTexts() {
  document.documentElement.lang = page.language;
  document.title = T('page-title');
  const args = (element) => ({ player: element.dataset.player, goal: shownGoal() });
  for (const element of document.querySelectorAll('[data-t]')) putText(element, element.dataset.t, args(element));
  for (const element of document.querySelectorAll('[data-t-label]')) {
    element.setAttribute('aria-label', T(element.dataset.tLabel, args(element)));
  }
  for (const element of document.querySelectorAll('[data-t-placeholder]')) {
    element.placeholder = T(element.dataset.tPlaceholder);
  }
}

/** Fetches the page's words in `language` and makes it the page's. */
async function loadLanguage(language) {
  const answer = await api(`/api/messages?lang=${encodeURIComponent(language)}`);
  page.language = answer.language;
  page.messages = answer.messages;
}

/** Switches the page to `language`: its words, the settings' labels, and the game told again. */
async function switchLanguage(language) {
  try {
    await loadLanguage(language);
  } catch (error) {
    showFailure({ problem: null, function: null, message: error.message });
    return;
  }
  applyTexts();
  labelSettings();
  if (page.grid) {
    paintGrid();
    showCell();
  }
  if (page.game) await send(page.game.choices, page.game.rolls, page.latestFrom);
  else $('log').value = '';
}

/** Sends a request to the server; `body` makes it a POST. Throws with the server's words. */
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  let response;
  const spoken = path.includes('?') ? path : `${path}?lang=${encodeURIComponent(page.language)}`;
  try {
    response = await fetch(spoken, init);
  } catch (error) {
    throw new Error(T('page-no-server'));
  }
  let answer;
  try {
    answer = await response.json();
  } catch (error) {
    throw new Error(T('page-not-json', { status: response.status }));
  }
  if (!response.ok) {
    throw new Error(answer.error || T('page-server-status', { status: response.status }));
  }
  return answer;
}

function setBusy(busy) {
  page.busy = busy;
  document.body.dataset.state = busy ? 'busy' : 'ready';
  updateButtons();
}

function countReply() {
  document.body.dataset.replies = String(Number(document.body.dataset.replies) + 1);
}

// ---------------------------------------------------------------------------
// Playing
// ---------------------------------------------------------------------------

/** Starts a game with the settings in the form. */
async function newGame() {
  const form = readSettings();
  if (form.error) {
    showFailure({ problem: null, function: null, message: form.error }, T('page-settings-invalid'));
    return;
  }
  let seed = form.seed;
  if (seed === null) {
    try {
      seed = (await api('/api/setup')).seed;
    } catch (error) {
      showFailure({ problem: null, function: null, message: error.message });
      return;
    }
  }
  page.rules = { goal: form.goal, sus_fuss: form.susFuss, seed, seats: form.seats };
  page.game = null;
  clearChildren($('latest'));
  await send([], []);
}

/** Rolls `numRolls` dice for the player whose turn it is, if a human may choose now. */
function roll(numRolls) {
  if (!canChoose()) return;
  send(page.game.choices.concat([numRolls]), page.game.rolls);
}

function canChoose() {
  const game = page.game;
  return !page.busy && game !== null && game.next_player !== null
    && page.rules.seats[game.next_player] === 'human';
}

/** Sends the history to be replayed and shows the answer, the latest box from turn `from`
 *  (by default the first turn the answer adds). */
async function send(choices, rolls, from) {
  setBusy(true);
  const before = from !== undefined ? from : (page.game ? page.game.turns.length : 0);
  try {
    const answer = await api('/api/game', { ...page.rules, choices, rolls });
    if (answer.game) {
      page.game = answer.game;
      hideFailure();
      render(before);
    } else {
      showFailure(answer.failure);
    }
  } catch (error) {
    showFailure({ problem: null, function: null, message: error.message }, T('page-unreachable'));
  } finally {
    countReply();
    setBusy(false);
  }
}

// ---------------------------------------------------------------------------
// Showing the game
// ---------------------------------------------------------------------------

function render(turnsBefore) {
  const { game, rules } = page;
  $('game-facts').textContent = T(withTotalRule('page-facts', rules), totalRuleArgs(rules));
  for (const goalPart of document.querySelectorAll('.goal-part')) putText(goalPart, 'page-of-goal', { goal: rules.goal });
  for (const player of [0, 1]) {
    const score = game.scores[player];
    $(`score-${player}`).textContent = score;
    const progress = $(`progress-${player}`);
    progress.max = rules.goal;
    progress.value = Math.min(score, rules.goal);
    $(`seat-name-${player}`).textContent = `(${seatName(rules.seats[player])})`;
    $(`progress-${player}`).setAttribute('aria-label', T('page-progress', { player }));
    const card = $(`player-${player}`);
    const current = game.next_player === player;
    card.classList.toggle('current', current);
    card.classList.toggle('won', game.winner === player);
    card.setAttribute('aria-current', current ? 'true' : 'false');
    let status = '';
    if (game.winner === player) status = T('page-winner');
    else if (current) status = T('page-to-choose');
    else if (game.next_player !== null) status = T('page-waiting');
    $(`status-${player}`).textContent = status;
  }
  $('turn').textContent = game.next_player === null
    ? T('page-over')
    : T('page-ask', { player: game.next_player });
  const winner = $('winner');
  winner.hidden = game.next_player !== null;
  winner.textContent = game.verdict
    ? T('page-final', { verdict: game.verdict, score0: game.scores[0], score1: game.scores[1] })
    : '';
  page.latestFrom = turnsBefore;
  const newTurns = game.turns.slice(turnsBefore);
  const latest = $('latest');
  if (newTurns.length > 0 || game.turns.length === 0) clearChildren(latest);
  for (const turn of newTurns) latest.append(turnReport(turn));
  $('log').value = logText();
  updateButtons();
}

function seatName(seat) {
  return seat === 'human' ? T('page-seat-human') : T('page-seat-computer', { name: seat });
}

/** One turn: whose it was, the dice as pictures, and the message. */
function turnReport(turn) {
  const report = document.createElement('div');
  report.className = 'turn-report';
  report.dataset.player = turn.player;
  const dice = document.createElement('div');
  dice.className = 'dice';
  if (turn.outcomes.length === 0) {
    const none = document.createElement('span');
    none.className = 'no-dice';
    none.textContent = T('page-no-dice');
    dice.append(none);
  }
  for (const outcome of turn.outcomes) dice.append(die(outcome));
  dice.setAttribute('role', 'img');
  dice.setAttribute('aria-label', turn.outcomes.length
    ? T('page-dice-rolled', { outcomes: turn.outcomes.join(', ') })
    : T('page-no-dice'));
  const message = document.createElement('p');
  message.className = 'message';
  appendWithRules(message, turn.message);
  report.append(dice, message);
  return report;
}

/** A die showing `outcome`, drawn from dice.svg. */
function die(outcome) {
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('class', outcome === 1 ? 'die one' : 'die');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(svgNs, 'use');
  use.setAttribute('href', `/dice.svg#die-${outcome}`);
  svg.append(use);
  return svg;
}

/** Writes `text` into `element`, the names of the rules in bold. */
function appendWithRules(element, text) {
  const names = page.setup.rule_names;
  const parts = text.split(new RegExp(`(${names.join('|')})`));
  for (const part of parts) {
    if (names.includes(part)) {
      const strong = document.createElement('strong');
      strong.className = 'rule';
      strong.textContent = part;
      element.append(strong);
    } else {
      element.append(part);
    }
  }
}

/** The message `id`, or its form that says whether the edition's rule on totals (Sus Fuss) is
 *  on (`id-rule-on`, `id-rule-off`) when the edition has one. */
function withTotalRule(id, rules) {
  if (!page.setup.total_rule) return id;
  return `${id}-rule-${rules.sus_fuss ? 'on' : 'off'}`;
}

function totalRuleArgs(rules) {
  return { goal: rules.goal, seed: rules.seed, rule: page.setup.total_rule };
}

function logText() {
  const { game, rules } = page;
  const lines = [
    T(withTotalRule('page-log-head', rules), totalRuleArgs(rules)),
    T('page-log-seats', { seat0: seatName(rules.seats[0]), seat1: seatName(rules.seats[1]) }),
  ];
  game.turns.forEach((turn, index) => lines.push(T('page-log-turn', { number: index + 1, message: turn.message })));
  if (game.verdict) {
    lines.push(T('page-log-final', { score0: game.scores[0], score1: game.scores[1], verdict: game.verdict }));
  }
  lines.push(T('page-log-choices', { choices: game.choices.join(' ') || T('page-log-no-choices') }));
  return lines.join('\n');
}

function updateButtons() {
  const enabled = canChoose();
  for (const button of document.querySelectorAll('.choice')) button.disabled = !enabled;
}

function showFailure(failure, title) {
  const heading = failure.problem
    ? T(failure.function ? 'page-problem-function-stopped' : 'page-problem-stopped', failure)
    : (title || T('page-stopped'));
  $('failure-title').textContent = heading;
  $('failure-message').textContent = failure.message;
  $('failure').hidden = false;
  document.body.dataset.failed = 'true';
}

function hideFailure() {
  $('failure').hidden = true;
  delete document.body.dataset.failed;
}

function clearChildren(element) {
  while (element.firstChild) element.firstChild.remove();
}

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

function fillSettings(setup) {
  for (const player of [0, 1]) {
    const select = $(`seat-${player}`);
    select.append(new Option('', 'human', true, true));
    addStrategies(select, setup.strategies);
  }
  addStrategies($('view-strategy'), setup.strategies);
  const languages = $('language');
  for (const language of setup.languages) {
    languages.append(new Option(language.name, language.tag, false, language.tag === page.language));
  }
  languages.addEventListener('change', () => switchLanguage(languages.value));
  $('view-strategy').value = setup.view_strategy;
  $('goal').value = setup.goal;
  $('goal').max = setup.max_goal;
  $('sus-fuss').checked = setup.sus_fuss;
  $('total-rule-name').textContent = setup.total_rule || '';
  $('total-rule').hidden = !setup.total_rule;
  if (setup.fixed_seed) $('seed').value = setup.seed;
  const buttons = $('choice-buttons');
  for (let numRolls = 0; numRolls <= setup.max_rolls; numRolls += 1) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'choice';
    button.id = `roll-${numRolls}`;
    button.textContent = numRolls;
    button.dataset.count = numRolls;
    button.addEventListener('click', () => roll(numRolls));
    buttons.append(button);
  }
  labelSettings();
}

/** The words of the settings and the dice buttons, in the page's language. */
function labelSettings() {
  for (const select of [$('seat-0'), $('seat-1'), $('view-strategy')]) {
    for (const option of select.options) {
      if (option.value === 'human') option.text = T('page-seat-human');
      else if (option.dataset.problem) {
        option.text = T('page-strategy-of-problem', { name: option.value, problem: option.dataset.problem });
      }
    }
    for (const group of select.querySelectorAll('optgroup')) group.label = T(group.dataset.groupT);
  }
  for (const button of document.querySelectorAll('.choice')) {
    const count = Number(button.dataset.count);
    button.setAttribute('aria-label', count === 1 ? T('page-roll-one') : T('page-roll-many', { count }));
  }
}

function addStrategies(select, strategies) {
  const provided = document.createElement('optgroup');
  provided.dataset.groupT = 'page-provided';
  const yours = document.createElement('optgroup');
  yours.dataset.groupT = 'page-yours';
  for (const strategy of strategies) {
    const option = new Option(strategy.name, strategy.name);
    if (strategy.problem) option.dataset.problem = strategy.problem;
    (strategy.problem ? yours : provided).append(option);
  }
  select.append(provided, yours);
}

function readSettings() {
  const goal = Number($('goal').value);
  const maxGoal = page.setup.max_goal;
  if (!Number.isInteger(goal) || goal < 1 || goal > maxGoal) {
    return { error: T('page-goal-invalid', { most: maxGoal }) };
  }
  const seedText = $('seed').value.trim();
  const seed = seedText === '' ? null : Number(seedText);
  if (seed !== null && !(Number.isSafeInteger(seed) && seed >= 0)) {
    return { error: T('page-seed-invalid', { most: Number.MAX_SAFE_INTEGER }) };
  }
  return {
    goal,
    seed,
    susFuss: $('sus-fuss').checked,
    seats: [$('seat-0').value, $('seat-1').value],
  };
}

// ---------------------------------------------------------------------------
// The strategy view
// ---------------------------------------------------------------------------

async function drawStrategy() {
  const strategy = $('view-strategy').value;
  const goal = shownGoal();
  $('draw').disabled = true;
  try {
    const answer = await api('/api/strategy', { strategy, goal });
    if (answer.grid) {
      page.grid = answer.grid;
      $('view-failure').hidden = true;
      $('view').hidden = false;
      page.cursor = { score: 0, opponent: 0 };
      paintGrid();
      showCell();
      $('view').dataset.drawn = strategy;
    } else {
      showViewFailure(answer.failure);
    }
  } catch (error) {
    showViewFailure({ problem: null, function: null, message: error.message });
  } finally {
    $('draw').disabled = false;
  }
}

function showViewFailure(failure) {
  $('view').hidden = true;
  delete $('view').dataset.drawn;
  $('view-failure-title').textContent = failure.problem
    ? T(failure.function ? 'page-problem-function-not-drawn' : 'page-problem-not-drawn', failure)
    : T('page-not-drawn');
  $('view-failure-message').textContent = failure.message;
  $('view-failure').hidden = false;
}

/** Draws the grid: your score upwards, the opponent's to the right, one square per pair. */
function paintGrid() {
  const { rows, goal } = page.grid;
  const cell = Math.max(2, Math.floor(416 / goal));
  const canvas = $('grid');
  canvas.width = goal * cell;
  canvas.height = goal * cell;
  const context = canvas.getContext('2d');
  for (let score = 0; score < goal; score += 1) {
    for (let opponent = 0; opponent < goal; opponent += 1) {
      context.fillStyle = COLOURS[Math.min(rows[score][opponent], COLOURS.length - 1)];
      context.fillRect(opponent * cell, (goal - 1 - score) * cell, cell, cell);
    }
  }
  const { score, opponent } = page.cursor;
  context.lineWidth = Math.max(2, cell / 3);
  context.strokeStyle = '#ffffff';
  context.strokeRect(opponent * cell, (goal - 1 - score) * cell, cell, cell);
  context.lineWidth = Math.max(1, cell / 6);
  context.strokeStyle = '#000000';
  context.strokeRect(opponent * cell, (goal - 1 - score) * cell, cell, cell);
  const last = goal - 1;
  canvas.setAttribute('aria-label', T('page-grid-label', { strategy: page.grid.strategy, last }));
  $('axis-y').textContent = T('page-axis-own', { last });
  $('axis-x').textContent = T('page-axis-opponent', { last });
}

function showCell() {
  const { score, opponent } = page.cursor;
  const numRolls = page.grid.rows[score][opponent];
  const args = { score, opponent, strategy: page.grid.strategy, count: numRolls };
  $('readout').textContent = T(numRolls === 1 ? 'page-readout-one' : 'page-readout-many', args);
}

function moveCursor(score, opponent) {
  const last = page.grid.goal - 1;
  page.cursor = {
    score: Math.max(0, Math.min(last, score)),
    opponent: Math.max(0, Math.min(last, opponent)),
  };
  paintGrid();
  showCell();
}

function pointAt(event) {
  if (!page.grid) return;
  const box = $('grid').getBoundingClientRect();
  const goal = page.grid.goal;
  const opponent = Math.floor(((event.clientX - box.left) / box.width) * goal);
  const fromTop = Math.floor(((event.clientY - box.top) / box.height) * goal);
  moveCursor(goal - 1 - fromTop, opponent);
}

function keyOnGrid(event) {
  if (!page.grid) return;
  const step = event.shiftKey ? 10 : 1;
  const { score, opponent } = page.cursor;
  const moves = {
    ArrowUp: [score + step, opponent],
    ArrowDown: [score - step, opponent],
    ArrowRight: [score, opponent + step],
    ArrowLeft: [score, opponent - step],
  };
  const move = moves[event.key];
  if (!move) return;
  event.preventDefault();
  event.stopPropagation();
  moveCursor(move[0], move[1]);
}

function fillLegend() {
  const legend = $('legend');
  COLOURS.forEach((colour, numRolls) => {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = colour;
    item.append(swatch, String(numRolls));
    legend.append(item);
  });
}

// ---------------------------------------------------------------------------
// Keyboard, copying, start
// ---------------------------------------------------------------------------

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest('input, select, textarea, canvas')) return;
  let numRolls = null;
  if (/^[0-9]$/.test(event.key)) numRolls = Number(event.key);
  else if (event.key === 't' || event.key === 'T') numRolls = 10;
  if (numRolls === null) return;
  event.preventDefault();
  roll(numRolls);
}

async function copyLog() {
  const log = $('log');
  try {
    await navigator.clipboard.writeText(log.value);
    $('copy-status').textContent = T('page-copied');
  } catch (error) {
    log.focus();
    log.select();
    $('copy-status').textContent = T('page-copy-by-hand');
  }
}

async function start() {
  try {
    page.setup = await api('/api/setup');
    await loadLanguage(page.setup.language);
  } catch (error) {
    showFailure({ problem: null, function: null, message: error.message }, T('page-could-not-start'));
    countReply();
    return;
  }
  applyTexts();
  fillSettings(page.setup);
  fillLegend();
  document.addEventListener('keydown', onKey);
  $('settings').addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  $('view-form').addEventListener('submit', (event) => {
    event.preventDefault();
    drawStrategy();
  });
  $('copy-log').addEventListener('click', copyLog);
  $('grid').addEventListener('mousemove', pointAt);
  $('grid').addEventListener('keydown', keyOnGrid);
  const seeded = page.setup;
  page.rules = {
    goal: seeded.goal, sus_fuss: seeded.sus_fuss, seed: seeded.seed, seats: ['human', 'human'],
  };
  await send([], []);
}

start();
