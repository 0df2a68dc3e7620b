// The page of 'canfield serve': draws the table the server sends, and
// sends back what the player taps, as the line the terminal would read.
'use strict';
const $ = (id) => document.getElementById(id);
const SUITS = [['c', '♣', 'clubs'], ['d', '♦', 'diamonds'], ['h', '♥', 'hearts'], ['s', '♠', 'spades']];
const RANKS = [['A', 'ace'], ['2', 'two'], ['3', 'three'], ['4', 'four'], ['5', 'five'], ['6', 'six'], ['7', 'seven'],
  ['8', 'eight'], ['9', 'nine'], ['T', 'ten'], ['J', 'jack'], ['Q', 'queen'], ['K', 'king']];
let game = null;   // the state last drawn
let sel = null;    // the source tapped: {src, label, col, n}
let rank = null;   // the rank tapped at a card prompt
let busy = false;

// ---- The request wrapper: the token, and the server out of reach ----
// The first load's token (?t= in the address) is traded by the server for
// an HttpOnly cookie, which every request carries and no script reads; the
// address bar drops it, so it stays out of the history (the QR code and
// the printed address keep it, for another device).
if (new URLSearchParams(location.search).has('t')) history.replaceState(null, '', location.pathname + location.hash);

// While the server cannot be reached (stopped, restarting, the Wi-Fi
// gone), a banner says so and the request is tried again until the server
// answers; the page then goes on where it was. A request that changes the
// game is not sent twice: it may have been played before the answer was
// lost, so once the server is back the game is drawn as it stands.
const awayBanner = el('p', {id: 'away', role: 'alert'}, 'The server cannot be reached (is canfield serve running?): trying again…');
Object.assign(awayBanner.style, {position: 'fixed', top: '0', left: '0', right: '0', margin: '0', padding: '.5em', zIndex: '10',
  background: '#b00020', color: '#fff', textAlign: 'center'});
awayBanner.hidden = true;
document.body.append(awayBanner);
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

// api sends a request; it returns the JSON answer, or throws the server's
// message.
async function api(method, path, body) {
  let lost = false;
  for (let wait = 500; ; wait = Math.min(2 * wait, 4000)) {
    let r = null;
    try {
      r = await fetch(lost ? '/api/games' : path, lost ? {} : {method, headers: body ? {'Content-Type': 'application/json'} : {}, body: body ? JSON.stringify(body) : undefined});
    } catch (e) {
      lost = lost || method !== 'GET'; // it may have reached the server
    }
    if (r && (r.status < 502 || r.status > 504)) {
      awayBanner.hidden = true;
      if (lost) {
        if (game) draw(await api('GET', '/api/games/' + game.id));
        throw new Error('The server was out of reach: the table shows the game as it stands; tap again what is not on it.');
      }
      const j = await r.json().catch(() => ({error: r.status + ' ' + r.statusText}));
      if (!r.ok) throw new Error(j.error || r.statusText);
      return j;
    }
    awayBanner.hidden = false;
    await pause(wait);
  }
}
// ---- end of the request wrapper ----

function say(lines) { $('msg').textContent = Array.isArray(lines) ? lines.join('\n') : lines; }

// send answers the game's prompt; every tap that changes the game ends here.
async function send(answer) {
  if (!game || busy) return;
  busy = true; sel = null;
  try { draw(await api('POST', '/api/games/' + game.id, answer)); } catch (e) { say(e.message); }
  busy = false;
}
const line = (l) => send({line: l});

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) {
    if (k === 'on') e.addEventListener('click', attrs.on); else if (k === 'cls') e.className = attrs.cls; else e.setAttribute(k, attrs[k]);
  }
  if (text !== undefined) e.textContent = text;
  return e;
}

// cardEl draws a card (or an empty place) as a button named for a screen
// reader: "seven of hearts, column 2".
function cardEl(c, where, onTap, extra) {
  const b = el('button', {type: 'button', cls: 'card', on: onTap});
  if (!c) { b.classList.add('empty'); b.setAttribute('aria-label', where + ', empty' + (extra || '')); b.textContent = ' '; return b; }
  if (c.hidden) { b.classList.add('back'); b.setAttribute('aria-label', 'face-down card, ' + where + (extra || '')); return b; }
  if (c.red) b.classList.add('red');
  b.setAttribute('aria-label', c.name + ', ' + where + (extra || ''));
  b.append(el('span', {cls: 'r'}, c.rank === 'T' ? '10' : c.rank), el('span', {cls: 's'}, SUITS.find((s) => s[0] === c.suit)[1]));
  return b;
}

// tapSource selects a source, or plays to it when one is selected.
function tap(src, dst, label, n) {
  if (sel && dst) {
    const from = sel;
    if (from.src === src) { sel = null; drawTable(); return; }
    line(from.src + dst + (from.n ? '/' + from.n : ''));
    return;
  }
  if (!src) return;
  sel = {src, label, n};
  say('Selected ' + label + ': tap where it goes.');
  drawTable();
}

function drawTable() {
  const t = game.table;
  $('status').textContent = t.rules + ' · move ' + t.moves + ' · pass ' + t.pass + (t.passes ? ' of ' + t.passes : '') +
    ' · ' + t.onFoundations + ' home';
  const f = $('found'); f.replaceChildren();
  t.foundations.forEach((fd, i) => {
    const where = fd.name + ' foundation, ' + fd.count + (fd.count === 1 ? ' card' : ' cards');
    const b = cardEl(fd.top, where, () => tap(fd.top ? 'f' + fd.suit : null, 'f', fd.name + ' foundation'));
    if (!fd.top) { b.textContent = SUITS[i][1]; b.classList.add(i === 1 || i === 2 ? 'red' : 'blk'); }
    b.dataset.pile = 'f'; b.dataset.suit = fd.suit;
    if (sel && sel.src === 'f' + fd.suit) b.classList.add('sel');
    f.append(b);
  });
  f.append(el('span', {cls: 'note', 'aria-label': 'base rank ' + (t.base || 'not known yet')}, 'base ' + (t.base === 'T' ? '10' : (t.base || '?'))));
  const top = $('top'); top.replaceChildren();
  const rs = t.reserve, ws = t.waste;
  const rb = cardEl(rs.top, 'reserve', () => tap(rs.top ? 'r' : null, null, 'the reserve\'s top card'), rs.count ? ', ' + (rs.count - 1) + ' below' : '');
  rb.dataset.pile = 'r';
  if (sel && sel.src === 'r') rb.classList.add('sel');
  top.append(pileBox('Reserve', rb, rs.count ? (rs.count - 1) + ' below' : 'empty'));
  const sb = el('button', {type: 'button', cls: 'card back stock', on: () => { sel = null; line('d'); },
    'aria-label': 'stock, ' + t.stock + (t.stock === 1 ? ' card' : ' cards') + (t.noPassLeft ? ', no pass left' : '') + ': deal'});
  sb.dataset.pile = 'd';
  if (!t.stock) { sb.classList.replace('back', 'empty'); sb.textContent = '↻'; }
  top.append(pileBox('Stock', sb, t.stock + (t.noPassLeft ? ', no pass left' : '')));
  const wb = cardEl(ws.top, 'waste', () => tap(ws.top ? 'w' : null, null, 'the waste\'s top card'), ws.count ? ', ' + ws.count + ' in the waste' : '');
  wb.dataset.pile = 'w';
  if (sel && sel.src === 'w') wb.classList.add('sel');
  top.append(pileBox('Waste', wb, ws.count + ' cards'));
  const cols = $('cols'); cols.replaceChildren();
  t.columns.forEach((col, i) => {
    const where = 'column ' + (i + 1);
    const box = el('div', {cls: 'col', role: 'group', 'aria-label': where, 'data-col': String(i + 1)});
    box.append(el('span', {cls: 'note', 'aria-hidden': 'true'}, String(i + 1)));
    if (!col.length) box.append(cardEl(null, where, () => tap(null, String(i + 1))));
    col.forEach((c, j) => {
      const n = col.length - j;
      const b = cardEl(c, where, () => (sel ? tap(String(i + 1), String(i + 1)) : tap(String(i + 1), null, c.name + ' in ' + where, n < col.length ? n : 0)),
        j + 1 < col.length ? ', ' + (j + 1) + ' of ' + col.length : '');
      b.dataset.i = String(j);
      if (sel && sel.src === String(i + 1) && j >= col.length - (sel.n || col.length)) b.classList.add('sel');
      box.append(b);
    });
    cols.append(box);
  });
}

function pileBox(name, btn, note) {
  const d = el('div', {cls: 'pile'});
  d.append(btn, el('span', {cls: 'note', 'aria-hidden': 'true'}, name + ': ' + note));
  return d;
}

// draw shows a state the server sent.
function draw(g) {
  // Hints are for the position they were asked in.
  if (!game || game.id !== g.id || game.table.moves !== g.table.moves || game.need !== g.need) $('hints').hidden = true;
  game = g;
  if (location.hash !== '#g=' + g.id) history.replaceState(null, '', location.search + '#g=' + g.id);
  $('start').hidden = true; $('table').hidden = false;
  drawTable();
  const msgs = g.messages.slice(-6);
  if (g.ended) msgs.push(g.result ? 'The game has ended (' + g.result + ').' : 'The game is saved; it goes on with play --resume.', 'Saved in ' + g.file + (g.code ? '; deal code ' + g.code : ''));
  say(msgs.length ? msgs : (g.need ? 'Tap the card for ' + g.need + '.' : 'Your move: tap a card, then where it goes.'));
  const p = g.prompt, card = !!g.need && p.kind === 'line', move = !g.need && p.kind === 'line' && p.label.startsWith('Move');
  $('entry').hidden = !card;
  if (card) { $('entryh').textContent = 'Card for ' + g.need; $('entry').dataset.needPos = String(g.needPos); drawKeys(); }
  $('legal').hidden = !move;
  $('undo').disabled = $('redo').disabled = $('hint').disabled = !move;
  $('redo').disabled = !move || !g.canRedo;
  if (move) drawLegal();
  // The terminal's words work here too (a keyboard on a desktop): a card,
  // moves on one line, h, fix, u.
  $('line').hidden = p.kind !== 'line';
  $('linelabel').textContent = card ? 'Or type the card: ' : move ? 'Or type moves as at the terminal: ' : p.label + ' ';
  const ask = $('ask'); ask.replaceChildren(); ask.hidden = !(p.kind === 'ask' || p.kind === 'select');
  if (!ask.hidden) {
    ask.append(el('h2', {}, p.label));
    p.items.forEach((it, i) => ask.append(el('button', {type: 'button', cls: 'big', on: () => send({choice: i + 1})}, it)));
    if (p.kind === 'select') ask.append(el('button', {type: 'button', on: () => send({back: true})}, 'Back'));
  }
  if (g.ended) {
    $('hints').hidden = true; ask.hidden = false;
    if (g.result) ask.append(el('button', {type: 'button', cls: 'big', id: 'reviewbtn', on: showReview}, 'Review the game: was it winnable, where did it go wrong?'));
    ask.append(el('button', {type: 'button', cls: 'big', id: 'newbtn', on: showStart}, 'New game'));
  }
}

function drawKeys() {
  const rs = $('ranks'), ss = $('suits'); rs.replaceChildren(); ss.replaceChildren();
  for (const [r, name] of RANKS) {
    const b = el('button', {type: 'button', 'aria-pressed': String(rank === r), 'aria-label': name, on: () => { rank = rank === r ? null : r; drawKeys(); }}, r === 'T' ? '10' : r);
    rs.append(b);
  }
  for (const [s, sym, name] of SUITS) {
    const b = el('button', {type: 'button', cls: s === 'd' || s === 'h' ? 'red' : 'blk', 'aria-label': name, on: () => {
      if (!rank) { say('Tap the rank first, then the suit.'); return; }
      const c = rank + s; rank = null; line(c);
    }}, sym + ' ' + s);
    if (!rank) b.setAttribute('aria-disabled', 'true');
    ss.append(b);
  }
}

function drawLegal() {
  const ul = $('legallist'); ul.replaceChildren();
  $('legal').querySelector('summary').textContent = 'Legal moves (' + game.legal.length + ')';
  for (const m of game.legal) {
    const li = el('li');
    li.append(el('button', {type: 'button', on: () => line(m.move), 'aria-label': 'play ' + m.move + ': ' + m.words}, m.move + '  ' + m.words));
    ul.append(li);
  }
}

async function showHints() {
  const box = $('hints'); box.hidden = false; box.replaceChildren(el('p', {}, 'Thinking…'));
  try {
    const h = await api('GET', '/api/games/' + game.id + '/hint');
    box.replaceChildren(el('h2', {}, 'Best moves (from the cards you have seen; ' + h.seconds.toFixed(1) + ' s)'));
    const ol = el('ol');
    for (const x of h.hints) {
      const li = el('li');
      let fig = x.figure || '';
      if (x.chance >= 0) fig += ' ±' + Math.round(100 * x.plusMinus) + ' (' + Math.round(100 * x.lo) + '–' + Math.round(100 * x.hi) + '% of ' + x.samples + ' deals)';
      li.append(el('button', {type: 'button', on: () => { box.hidden = true; line(x.move); }, 'aria-label': 'play ' + x.move + ', ' + fig + ': ' + x.reason}, x.move),
        el('span', {cls: 'fig'}, ' ' + fig + ' '), el('span', {}, x.reason));
      ol.append(li);
    }
    box.append(ol);
    if (h.hints.length) {
      box.append(el('button', {type: 'button', id: 'planbtn', on: () => { box.hidden = true; line('p'); },
        'aria-label': 'Play the first move whole: a plan through the stock, its deals and then its move'}, 'Play the first whole (p)'));
    }
    for (const n of h.notes || []) box.append(el('p', {cls: 'note'}, n));
  } catch (e) { box.replaceChildren(el('p', {}, e.message)); }
}

const pct = (x) => Math.round(100 * x) + '%';

// showReview shows what analyze says of the ended game, and the chance of
// winning along the game as a chart.
async function showReview() {
  const box = $('review'); box.hidden = false; box.replaceChildren(el('p', {}, 'Reviewing the game… (this takes a few seconds)'));
  try {
    const r = await api('GET', '/api/games/' + game.id + '/review');
    const v = r.review;
    box.replaceChildren(el('h2', {}, 'Review'), el('p', {}, 'Winnable with every card known: ' + ({won: 'yes', lost: 'no'}[v.winnable] || v.winnable) + '.' +
      (v.lost_at ? ' The game was lost at move ' + v.lost_at + '.' : '')));
    box.append(chart(v.decisions));
    if (v.chart_note) box.append(el('p', {cls: 'note'}, v.chart_note));
    if (r.costliest && r.costliest.length) {
      box.append(el('h2', {}, 'The costliest decisions'));
      const ol = el('ol');
      for (const d of r.costliest) {
        ol.append(el('li', {}, 'Move ' + d.move + ': ' + d.played + (d.before !== null && d.after !== null ? ' (' + pct(d.before) + ' → ' + pct(d.after) + ')' : '') +
          (d.better ? '; better ' + d.better + (d.better_reason ? ', ' + d.better_reason : '') : '') + (d.cost ? ' [' + d.cost + ']' : '')));
      }
      box.append(ol);
    }
    if (r.code) box.append(el('p', {cls: 'code'}, 'Deal code: ' + r.code));
  } catch (e) { box.replaceChildren(el('p', {}, e.message)); }
}

// chart draws the chance of winning before each move as a line, 0 to 100 %.
function chart(ds) {
  const pts = ds.filter((d) => d.before !== null);
  const NS = 'http://www.w3.org/2000/svg', W = 320, H = 120;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 ' + W + ' ' + H); svg.setAttribute('role', 'img'); svg.setAttribute('class', 'chart');
  const first = pts[0], last = pts[pts.length - 1];
  svg.setAttribute('aria-label', pts.length ? 'Chance of winning along the game: ' + pct(first.before) + ' at move ' + first.move + ', ' +
    pct(last.before) + ' at move ' + last.move + ', lowest ' + pct(Math.min(...pts.map((d) => d.before))) : 'No move was valued.');
  const n = Math.max(1, ds.length);
  const x = (m) => 4 + (W - 8) * (m - 1) / Math.max(1, n - 1), y = (p) => H - 4 - (H - 8) * p;
  for (const p of [0, 0.5, 1]) {
    const l = document.createElementNS(NS, 'line');
    l.setAttribute('x1', 0); l.setAttribute('x2', W); l.setAttribute('y1', y(p)); l.setAttribute('y2', y(p)); l.setAttribute('class', 'grid');
    svg.append(l);
  }
  const pl = document.createElementNS(NS, 'polyline');
  pl.setAttribute('points', pts.map((d) => x(d.move).toFixed(1) + ',' + y(d.before).toFixed(1)).join(' '));
  svg.append(pl);
  const fig = el('figure');
  fig.append(svg, el('figcaption', {}, 'Chance of winning before each move (top 100 %, bottom 0 %), moves 1 to ' + ds.length));
  return fig;
}

async function start(opts) {
  try { draw(await api('POST', '/api/games', opts)); } catch (e) { say(e.message); }
}

function seedOpts(o) {
  const v = $('seed').value.trim();
  if (/^\d+$/.test(v)) o.seed = Number(v); else if (v) o.code = v;
  return o;
}

async function showStart() {
  game = null; $('review').hidden = true; $('table').hidden = true; $('entry').hidden = true; $('legal').hidden = true; $('hints').hidden = true; $('ask').hidden = true;
  $('start').hidden = false; $('status').textContent = 'canfield';
  try {
    const l = await api('GET', '/api/games');
    $('latest').hidden = !l.latest;
    const ul = $('games'); ul.replaceChildren();
    for (const g of l.games.slice().reverse()) {
      const li = el('li');
      li.append(el('button', {type: 'button', on: () => openGame(g.id)}, 'Game ' + g.id + ': ' + g.moves + ' moves' + (g.ended ? ', ended' : ', going on') + (g.virtual ? ', virtual' : '')));
      ul.append(li);
    }
    return l;
  } catch (e) { say(e.message); return null; }
}

async function openGame(id) {
  try { draw(await api('GET', '/api/games/' + id)); } catch (e) { say(e.message); showStart(); }
}

// poll keeps a second page on the same game up to date.
async function poll() {
  if (game && !busy && document.visibilityState === 'visible') {
    try { const g = await api('GET', '/api/games/' + game.id); if (!busy && g.version !== game.version) draw(g); } catch (e) { /* the server may have stopped */ }
  }
  setTimeout(poll, 2000);
}

document.addEventListener('visibilitychange', () => {
  if (game && !busy && document.visibilityState === 'visible') openGame(game.id);
});
$('undo').onclick = () => line('u');
$('redo').onclick = () => line('redo');
$('hint').onclick = showHints;
$('menu').onclick = () => { const m = $('more'); m.hidden = !m.hidden; $('menu').setAttribute('aria-expanded', String(!m.hidden)); };
$('new').onclick = () => { $('more').hidden = true; showStart(); };
$('resign').onclick = () => { $('more').hidden = true; line('resign'); };
$('quit').onclick = () => { $('more').hidden = true; line('q'); };
$('fixopen').onclick = () => { $('fix').hidden = !$('fix').hidden; };
$('fix').onsubmit = (e) => { e.preventDefault(); $('more').hidden = true; $('fix').hidden = true; line('fix ' + $('fixold').value + ' ' + $('fixnew').value); };
$('entryundo').onclick = () => line('u');
$('lineform').onsubmit = (e) => { e.preventDefault(); const v = $('lineinput').value; $('lineinput').value = ''; line(v); };
$('real').onclick = () => start({});
$('virtual').onclick = () => start(seedOpts({virtual: true}));
$('latest').onclick = () => start({resume: 'latest'});

(async () => {
  const m = /^#g=(\w+)$/.exec(location.hash);
  const l = await showStart();
  if (m) { openGame(m[1]); } else if (l && l.games.length && !l.games[l.games.length - 1].ended) { openGame(l.games[l.games.length - 1].id); }
  poll();
})();
