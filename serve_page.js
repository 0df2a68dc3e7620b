// The page of 'canfield serve': draws the table the server sends, and
// sends back what the player taps, as the line the terminal would read.
'use strict';
const $ = (id) => document.getElementById(id);
const SUITS = [['c', '♣', 'clubs'], ['d', '♦', 'diamonds'], ['h', '♥', 'hearts'], ['s', '♠', 'spades']];
const RANKS = [['A', 'ace'], ['2', 'two'], ['3', 'three'], ['4', 'four'], ['5', 'five'], ['6', 'six'], ['7', 'seven'],
  ['8', 'eight'], ['9', 'nine'], ['T', 'ten'], ['J', 'jack'], ['Q', 'queen'], ['K', 'king']];
const DOUBLE_TAP_MS = 400;
let game = null;   // the state last drawn
let sel = null;    // the source tapped: {src, n, label}
let rank = null;   // the rank tapped at a card prompt
let fixing = null; // the card being corrected: {code, name}, or {} while one is to be tapped
let lastTap = {key: '', at: 0};
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
  if (lastTap.played && lastTap.version === undefined) lastTap.version = game && game.version;
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

const rankText = (r) => (r === 'T' ? '10' : r);
const suitOf = (s) => SUITS.find((x) => x[0] === s);
const oneTap = () => localStorage.getItem('canfield.onetap') !== 'off';

// cardEl draws a card (or an empty place) as a button named for a screen
// reader: "seven of hearts, column 2". Rank and suit sit side by side at
// the top, the part a card in a column shows under the next one.
function cardEl(c, where, key, onTap, extra) {
  const b = el('button', {type: 'button', cls: 'card', on: onTap, 'data-key': key});
  if (!c) { b.classList.add('empty'); b.setAttribute('aria-label', where + ', empty' + (extra || '')); b.textContent = ' '; return b; }
  if (c.hidden) { b.classList.add('back'); b.setAttribute('aria-label', 'face-down card, ' + where + (extra || '')); return b; }
  if (c.red) b.classList.add('red');
  b.setAttribute('aria-label', c.name + ', ' + where + (extra || ''));
  b.append(el('span', {cls: 'r'}, rankText(c.rank)), el('span', {cls: 's'}, suitOf(c.suit)[1]));
  b.addEventListener('contextmenu', (e) => { if (canFix()) { e.preventDefault(); startFix(c); } });
  return b;
}

// parse reads a legal move as the notation writes it: d, rf, w3, 14/2,
// fh2.
function parse(m) {
  if (m === 'd') return {src: 'd', dst: ''};
  const [head, n] = m.split('/');
  if (head[0] === 'f' && head.length === 3) return {src: head.slice(0, 2), dst: head[2], n: 0};
  return {src: head[0], dst: head[1], n: n ? Number(n) : 0};
}

// movesFrom lists the legal moves from src: any card of a column stands
// for whatever may move from it (the whole column, or its exposed card to
// a foundation); where the rules move a portion of a column, the card at
// index i picks the portion that starts there.
function movesFrom(src, i) {
  const all = (game.legal || []).map((l) => Object.assign(parse(l.move), {move: l.move})).filter((m) => m.src === src);
  if (!/^[1-4]$/.test(src) || i === undefined || !all.some((m) => m.n)) return all;
  const len = game.table.columns[Number(src) - 1].length;
  const here = all.filter((m) => (m.dst === 'f' ? i === len - 1 : (m.n || len) === len - i));
  return here.length ? here : all;
}

// placeName says a place in the page's words.
function placeName(p) {
  if (p === 'f') return 'a foundation';
  if (/^[1-4]$/.test(p)) return 'column ' + p;
  return {r: 'the reserve', w: 'the waste'}[p] || p;
}

// tapSource handles a tap on a card that may move (key names the
// element, for a double tap): with nothing selected, a card with one
// legal move plays it (a setting), one with several is selected; tapped
// again it is let go, or, tapped twice quickly, sent to its foundation.
function tapSource(src, i, label, key) {
  const now = Date.now(), twice = lastTap.key === key && now - lastTap.at < DOUBLE_TAP_MS;
  // The second tap of a double tap whose first played the card's only
  // move is not a tap on the card that took its place.
  if (twice && lastTap.played && lastTap.version === game.version) return;
  lastTap = {key, at: now};
  const moves = movesFrom(src, i);
  if (sel && sel.src === src) {
    const home = moves.find((m) => m.dst === 'f');
    if (twice && home) { lastTap.played = true; line(home.move); return; }
    sel = null; say('Let go.'); drawTable(); return;
  }
  if (sel) { tapDest(src, key); return; }
  if (!moves.length) { say(label + ' has no move now.'); return; }
  if (moves.length === 1 && oneTap()) { lastTap.played = true; line(moves[0].move); return; }
  sel = {src, i, label, moves};
  say(label + ': tap where it goes (' + [...new Set(moves.map((m) => placeName(m.dst)))].join(', ') + ').');
  drawTable();
}

// tapDest plays the selected card to dst (a column or "f"), or, where it
// cannot go, says so; a tap on another card that may move selects it.
function tapDest(dst, key) {
  if (!sel) return;
  const m = sel.moves.find((x) => x.dst === dst) || movesFrom(sel.src).find((x) => x.dst === dst);
  if (m) { line(m.move); return; }
  const from = sel;
  sel = null;
  if (/^[1-4rw]$|^f[cdhs]$/.test(dst) && movesFrom(dst).length) {
    lastTap = {key: '', at: 0};
    const t = game.table, n = /^[1-4]$/.test(dst) ? t.columns[Number(dst) - 1] : [];
    return tapSource(dst, n.length ? n.length - 1 : undefined, sourceLabel(dst), key);
  }
  say(from.label + ' cannot go to ' + placeName(dst) + '.');
  drawTable();
}

// sourceLabel names a source's playable card.
function sourceLabel(src) {
  const t = game.table;
  if (src === 'r') return t.reserve.top ? faceText(t.reserve.top) + ' from the reserve' : 'the reserve';
  if (src === 'w') return t.waste.top ? faceText(t.waste.top) + ' from the waste' : 'the waste';
  if (/^[1-4]$/.test(src)) {
    const col = t.columns[Number(src) - 1];
    return col.length ? faceText(col[col.length - 1]) + ' in column ' + src : 'column ' + src;
  }
  return 'the ' + suitOf(src[1])[2] + ' foundation';
}
const faceText = (c) => (c.hidden ? 'a face-down card' : rankText(c.rank) + suitOf(c.suit)[1]);

// drawTable draws the table, keeping the keyboard's focus on the element
// it was on (or the one that took its place).
function drawTable() {
  const t = game.table, focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : '';
  const at = game.needAt || {};
  $('status').textContent = t.rules + ' · move ' + t.moves + ' · pass ' + t.pass + (t.passes ? ' of ' + t.passes : '') +
    ' · ' + t.onFoundations + ' home';
  const f = $('found'); f.replaceChildren();
  t.foundations.forEach((fd, i) => {
    const where = fd.name + ' foundation, ' + fd.count + (fd.count === 1 ? ' card' : ' cards');
    const src = 'f' + fd.suit, key = 'f' + i;
    const b = cardEl(fd.top, where, key, () => (fixing ? fd.top && tapFix(fd.top) : sel ? tapDest('f', key) : tapSource(src, undefined, sourceLabel(src), key)));
    if (!fd.top) { b.textContent = SUITS[i][1]; b.classList.add(i === 1 || i === 2 ? 'red' : 'blk'); }
    b.dataset.pile = 'f'; b.dataset.suit = fd.suit;
    if (sel && sel.src === src) b.classList.add('sel');
    if (at.pile === 'f' && i === 0) asked(b);
    f.append(b);
  });
  f.append(el('span', {cls: 'note', 'aria-label': 'base rank ' + (t.base || 'not known yet')}, 'base ' + (t.base ? rankText(t.base) : '?')));
  const top = $('top'); top.replaceChildren();
  const rs = t.reserve, ws = t.waste;
  const rb = cardEl(rs.top, 'reserve', 'r', () => (fixing ? rs.top && tapFix(rs.top) : tapSource('r', undefined, sourceLabel('r'), 'r')), rs.count ? ', ' + (rs.count - 1) + ' below' : '');
  rb.dataset.pile = 'r';
  if (sel && sel.src === 'r') rb.classList.add('sel');
  if (at.pile === 'r') asked(rb);
  top.append(pileBox('Reserve', rb, rs.count ? (rs.count - 1) + ' below' : 'empty'));
  const sb = el('button', {type: 'button', cls: 'card back stock', 'data-key': 'd', on: () => { if (!fixing) { sel = null; line('d'); } },
    'aria-label': 'stock, ' + t.stock + (t.stock === 1 ? ' card' : ' cards') + (t.noPassLeft ? ', no pass left' : '') + ': deal'});
  sb.dataset.pile = 'd';
  if (!t.stock) { sb.classList.replace('back', 'empty'); sb.textContent = '↻'; }
  top.append(pileBox('Stock', sb, t.stock + (t.noPassLeft ? ', no pass left' : '')));
  const wb = cardEl(ws.top, 'waste', 'w', () => (fixing ? ws.top && tapFix(ws.top) : tapSource('w', undefined, sourceLabel('w'), 'w')), ws.count ? ', ' + ws.count + ' in the waste' : '');
  wb.dataset.pile = 'w';
  if (sel && sel.src === 'w') wb.classList.add('sel');
  if (at.pile === 'w') asked(wb);
  top.append(pileBox('Waste', wb, ws.count + ' cards'));
  const cols = $('cols'); cols.replaceChildren();
  t.columns.forEach((col, i) => {
    const c1 = String(i + 1), where = 'column ' + c1;
    const box = el('div', {cls: 'col', role: 'group', 'aria-label': where, 'data-col': c1});
    box.append(el('span', {cls: 'note', 'aria-hidden': 'true'}, c1));
    if (!col.length) box.append(cardEl(null, where, 'c' + c1, () => tapDest(c1, 'c' + c1)));
    col.forEach((c, j) => {
      const key = 'c' + c1 + '.' + j;
      const b = cardEl(c, where, key, () => {
        if (fixing) { tapFix(c); return; }
        if (sel && sel.src !== c1) { tapDest(c1, key); return; }
        tapSource(c1, j, sourceLabel(c1), key);
      }, j + 1 < col.length ? ', ' + (j + 1) + ' of ' + col.length : '');
      b.dataset.i = String(j);
      if (sel && sel.src === c1 && j >= selFrom(sel, col.length)) b.classList.add('sel');
      if (at.pile === c1 && at.index === j) asked(b);
      box.append(b);
    });
    cols.append(box);
  });
  if (focused) { const b = document.querySelector('[data-key="' + focused + '"]'); if (b) b.focus({preventScroll: true}); }
}

// selFrom is the first index of a column the selection would move.
function selFrom(s, len) {
  if (s.moves.every((m) => m.dst === 'f')) return len - 1;
  const n = Math.max(...s.moves.map((m) => (m.dst === 'f' ? 1 : m.n || len)));
  return len - n;
}

// asked marks the place whose card the keys below enter.
function asked(b) {
  b.classList.add('ask');
  b.setAttribute('aria-label', 'card asked for: ' + game.need + '; ' + b.getAttribute('aria-label'));
}

function pileBox(name, btn, note) {
  const d = el('div', {cls: 'pile'});
  d.append(btn, el('span', {cls: 'note', 'aria-hidden': 'true'}, name + ': ' + note));
  return d;
}

// gameButtons enables the buttons that act on a game only where there is
// one to act on.
function gameButtons(move, g) {
  const live = !!g && !g.ended;
  $('undo').disabled = $('hint').disabled = !move;
  $('redo').disabled = !move || !g.canRedo;
  $('resign').disabled = $('quit').disabled = !live;
  $('fixopen').disabled = !live || g.virtual;
}

// draw shows a state the server sent.
function draw(g) {
  // Hints are for the position they were asked in; a selection for the
  // table it was made on.
  if (!game || game.id !== g.id || game.table.moves !== g.table.moves || game.need !== g.need) $('hints').hidden = true;
  if (!game || game.id !== g.id || game.version !== g.version) { sel = null; rank = null; if (fixing && fixing.code) fixing = null; }
  game = g;
  if (location.hash !== '#g=' + g.id) history.replaceState(null, '', location.search + '#g=' + g.id);
  $('main').hidden = false; $('start').hidden = true; $('table').hidden = false;
  drawTable();
  const msgs = g.messages.slice(-6);
  if (g.ended) msgs.push(endWords(g));
  say(msgs.length ? msgs : (g.need ? 'Tap the card for ' + g.need + '.' : 'Your move: tap a card, then where it goes.'));
  const p = g.prompt, card = !!g.need && p.kind === 'line', move = !g.need && p.kind === 'line' && p.label.startsWith('Move');
  if (fixing && !fixing.code && !(card || move)) fixing = null;
  drawEntry(card);
  $('legal').hidden = !move;
  gameButtons(move, g);
  if (move) $('legal').querySelector('summary').textContent = 'Legal moves (' + g.legal.length + ')';
  if (move && $('legal').open) drawLegal();
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

// endWords says how the game ended, in the page's words.
function endWords(g) {
  if (!g.result) return 'The game is saved: go on with it from the start screen (Go on with the latest unfinished game), here or at the terminal.';
  const code = g.code ? ' Deal code ' + g.code + ': a friend who types it on the start screen plays these cards.' : '';
  return 'The game has ended (' + g.result + ') and is saved in your history.' + code;
}

// drawEntry shows the rank and suit keys: for the card asked (card), or
// for the card being corrected.
function drawEntry(card) {
  const show = card || !!(fixing && fixing.code);
  $('entry').hidden = !show;
  $('fixkeys').hidden = !(fixing && fixing.code);
  $('entryundo').hidden = !card || !!fixing;
  if (!show) return;
  if (fixing && fixing.code) $('entryh').textContent = 'Correct ' + fixing.name + ': tap the card it really is';
  else $('entryh').textContent = 'Card for ' + game.need;
  $('entry').dataset.needPos = String(game.needPos);
  drawKeys();
}

// possible lists the suits rank r may still be entered in: at the card
// prompt, the cards not seen yet; for a correction, any.
function possible(r) {
  if (fixing && fixing.code) return SUITS.map((s) => s[0]);
  const u = game.unseen || [];
  return SUITS.map((s) => s[0]).filter((s) => !u.length || u.includes(r + s));
}

function drawKeys() {
  const rs = $('ranks'), ss = $('suits'); rs.replaceChildren(); ss.replaceChildren();
  for (const [r, name] of RANKS) {
    const left = possible(r);
    const b = el('button', {type: 'button', 'aria-pressed': String(rank === r), 'aria-label': name, 'data-key': 'k' + r, on: () => tapRank(r)}, rankText(r));
    if (!left.length) b.setAttribute('aria-disabled', 'true');
    rs.append(b);
  }
  const left = rank ? possible(rank) : [];
  for (const [s, sym, name] of SUITS) {
    const b = el('button', {type: 'button', cls: s === 'd' || s === 'h' ? 'red' : 'blk', 'aria-label': name, 'data-key': 'k' + s, on: () => tapSuit(s)}, sym + ' ' + s);
    if (!rank || !left.includes(s)) b.setAttribute('aria-disabled', 'true');
    ss.append(b);
  }
}

// tapRank takes the rank of the card asked; where only one suit of it is
// left unseen, that is the card, entered at once.
function tapRank(r) {
  const left = possible(r);
  if (!left.length) { say('Every ' + RANKS.find((x) => x[0] === r)[1] + ' has been seen: tap another rank.'); return; }
  if (!(fixing && fixing.code) && left.length === 1) { rank = null; line(r + left[0]); return; }
  rank = rank === r ? null : r;
  drawKeys();
  const k = document.querySelector('[data-key="k' + r + '"]'); if (k) k.focus({preventScroll: true});
}

function tapSuit(s) {
  if (!rank) { say('Tap the rank first, then the suit.'); return; }
  if (!possible(rank).includes(s)) { say(rankText(rank) + suitOf(s)[1] + ' has been seen already' + whereIs(rank + s) + ': tap another suit.'); return; }
  const c = rank + s; rank = null;
  if (fixing && fixing.code) {
    const f = fixing; fixing = null;
    line('fix ' + f.code + ' ' + c + ($('cutback').checked ? '!' : ''));
    $('cutback').checked = false;
    return;
  }
  line(c);
}

// whereIs says where card code lies on the table (", in column 2"), or
// nothing where it is not in sight.
function whereIs(code) {
  const t = game.table, has = (c) => c && c.code === code;
  const col = t.columns.findIndex((cs) => cs.some(has));
  if (col >= 0) return ', in column ' + (col + 1);
  if (has(t.reserve.top) || (t.reserve.cards || []).some(has)) return ', in the reserve';
  if (has(t.waste.top)) return ', on the waste';
  const f = t.foundations.find((x) => has(x.top));
  return f ? ', on the ' + f.name + ' foundation' : '';
}

// Fixing a card: More, Fix a card (or a long press on the card), then the
// card and the keys.
const canFix = () => !!game && !game.ended && !game.virtual && game.prompt.kind === 'line';
function startFix(c) {
  if (!canFix()) return;
  sel = null; rank = null;
  fixing = c ? {code: c.code, name: faceText(c)} : {};
  say(c ? 'Correct ' + faceText(c) + ': tap the card it really is.' : 'Tap the card that was entered wrong.');
  drawTable(); drawEntry(!!game.need && game.prompt.kind === 'line');
}
function tapFix(c) {
  if (c.hidden) { say('That card is face down: tap a card that was entered.'); return; }
  startFix(c);
}

// drawLegal lists the legal moves, once the list is opened.
function drawLegal() {
  const ul = $('legallist'); ul.replaceChildren();
  for (const m of game.legal) {
    const li = el('li');
    li.append(el('button', {type: 'button', on: () => line(m.move), 'aria-label': 'play ' + m.move + ': ' + m.words}, m.move + '  ' + m.words));
    ul.append(li);
  }
}

// figureText writes a hint's figure with its interval, which holds it.
function figureText(x) {
  let fig = x.figure || '';
  if (x.chance >= 0) fig += ' ±' + Math.round(100 * x.plusMinus) + ' (95 % interval ' + Math.round(100 * x.lo) + '–' + Math.round(100 * x.hi) + '%, ' + x.samples + ' deals sampled)';
  return fig;
}

async function showHints() {
  if (!game) return;
  const box = $('hints'); box.hidden = false; box.replaceChildren(el('p', {}, 'Thinking…'));
  try {
    const h = await api('GET', '/api/games/' + game.id + '/hint');
    box.replaceChildren(el('h2', {}, 'Best moves (from the cards you have seen; ' + h.seconds.toFixed(1) + ' s)'));
    const ol = el('ol');
    for (const x of h.hints) {
      const li = el('li'), fig = figureText(x);
      li.append(el('button', {type: 'button', on: () => { box.hidden = true; line(x.move); }, 'aria-label': 'play ' + x.move + ', ' + fig + ': ' + x.reason}, x.move),
        el('span', {cls: 'fig'}, ' ' + fig + ' '), el('span', {}, x.reason));
      ol.append(li);
    }
    box.append(ol);
    if (h.hints.length) {
      box.append(el('button', {type: 'button', id: 'planbtn', on: () => { box.hidden = true; line('p'); },
        'aria-label': 'Play the first move whole: a plan through the stock, its deals and then its move'}, 'Play the first whole'));
    }
    for (const n of h.notes || []) box.append(el('p', {cls: 'note'}, n));
  } catch (e) { box.replaceChildren(el('p', {}, e.message)); }
}

const pct = (x) => Math.round(100 * x) + '%';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// showReview shows what analyze says of the ended game, and the chance of
// winning along the game as a chart; while the server works it out, how
// many decisions it has valued.
async function showReview() {
  const box = $('review'); box.hidden = false;
  const bar = el('progress', {max: '1', value: '0', 'aria-label': 'Decisions valued'});
  const note = el('p', {}, 'Reviewing the game: valuing each decision…');
  box.replaceChildren(note, bar);
  try {
    const id = game.id;
    let r = await api('GET', '/api/games/' + id + '/review');
    while (!r.review) { // 202: how far the review has got
      if (r.total) { bar.max = r.total; bar.value = r.done; note.textContent = 'Reviewing the game: ' + r.done + ' of ' + r.total + ' decisions valued…'; }
      await sleep(700);
      if (!game || game.id !== id) return;
      r = await api('GET', '/api/games/' + id + '/review');
    }
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
  opts.rules = $('rules').value;
  try { draw(await api('POST', '/api/games', opts)); } catch (e) { say(e.message); }
}

function seedOpts(o) {
  const v = $('seed').value.trim();
  if (/^\d+$/.test(v)) o.seed = Number(v); else if (v) o.code = v;
  return o;
}

// showStart shows the start screen from the list l of the server's games
// (fetched when not given).
async function showStart(l) {
  game = null; sel = null; fixing = null;
  for (const id of ['review', 'table', 'entry', 'legal', 'hints', 'ask', 'line']) $(id).hidden = true;
  gameButtons(false, null);
  $('status').textContent = 'canfield';
  try {
    if (!l || !l.games) l = await api('GET', '/api/games');
  } catch (e) { $('main').hidden = false; $('start').hidden = false; say(e.message); return null; }
  $('latest').hidden = !l.latest;
  const ul = $('games'); ul.replaceChildren();
  for (const g of l.games.slice().reverse()) {
    const li = el('li');
    li.append(el('button', {type: 'button', on: () => openGame(g.id)}, 'Game ' + g.id + ': ' + g.moves + ' moves' + (g.ended ? ', ended' : ', going on') + (g.virtual ? ', virtual' : '')));
    ul.append(li);
  }
  drawPresets(l.presets || []);
  $('main').hidden = false; $('start').hidden = false;
  say('');
  drawStats();
  return l;
}

function drawPresets(ps) {
  const s = $('rules'), was = s.value || localStorage.getItem('canfield.rules') || 'classic';
  if (!ps.length) return;
  s.replaceChildren(...ps.map((p) => el('option', {value: p.name}, p.name)));
  s.value = ps.some((p) => p.name === was) ? was : 'classic';
  const note = () => { const p = ps.find((x) => x.name === s.value); $('rulesnote').textContent = p ? p.summary : ''; localStorage.setItem('canfield.rules', s.value); };
  s.onchange = note; note();
}

// drawStats shows what 'canfield stats' says of the history.
async function drawStats() {
  try {
    const st = await api('GET', '/api/stats');
    const tb = $('statstable');
    $('stats').hidden = !st.rows.length;
    if (!st.rows.length) return;
    const head = el('tr');
    for (const h of ['Rules', 'Games', 'Won', 'Win rate', 'Streak', 'Best', 'Casino']) head.append(el('th', {scope: 'col'}, h));
    const rows = st.rows.map((r) => {
      const tr = el('tr');
      tr.append(el('th', {scope: 'row'}, r.rules), el('td', {}, String(r.games)), el('td', {}, String(r.wins)),
        el('td', {}, pct(r.win_rate) + ' (' + pct(r.win_rate_lo) + '–' + pct(r.win_rate_hi) + ')'),
        el('td', {}, String(r.streak)), el('td', {}, String(r.best_streak)),
        el('td', {}, (r.casino_balance < 0 ? '-$' : '$') + Math.abs(r.casino_balance)));
      return tr;
    });
    tb.replaceChildren(el('caption', {}, 'Win rate with its 95 % interval; streak: games won in a row to the last one'), head, ...rows);
  } catch (e) { $('stats').hidden = true; }
}

async function openGame(id) {
  try { draw(await api('GET', '/api/games/' + id)); } catch (e) { say(e.message); showStart(); }
}

// poll keeps a second page on the same game up to date.
async function poll() {
  if (game && !busy && document.visibilityState === 'visible') {
    try { const g = await api('GET', '/api/games/' + game.id); if (!busy && game && g.id === game.id && g.version !== game.version) draw(g); } catch (e) { /* the server may have stopped */ }
  }
  setTimeout(poll, 2000);
}

// A page shown again after it was hidden (another app, a locked phone)
// draws the game as it stands; shown for the first time, it has just.
let wasHidden = false;
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible') { wasHidden = true; return; }
  if (wasHidden && game && !busy) openGame(game.id);
});
$('legal').addEventListener('toggle', () => { if ($('legal').open && game) drawLegal(); });
$('undo').onclick = () => line('u');
$('redo').onclick = () => line('redo');
$('hint').onclick = showHints;
const closeMore = () => { $('more').hidden = true; $('menu').setAttribute('aria-expanded', 'false'); };
$('menu').onclick = () => { const m = $('more'); m.hidden = !m.hidden; $('menu').setAttribute('aria-expanded', String(!m.hidden)); };
$('new').onclick = () => { closeMore(); showStart(); };
$('resign').onclick = () => { closeMore(); line('resign'); };
$('quit').onclick = () => { closeMore(); line('q'); };
$('fixopen').onclick = () => { closeMore(); startFix(null); };
$('fixcancel').onclick = () => { fixing = null; rank = null; say('Nothing corrected.'); draw(game); };
$('onetap').checked = oneTap();
$('onetap').onchange = () => localStorage.setItem('canfield.onetap', $('onetap').checked ? 'on' : 'off');
$('entryundo').onclick = () => line('u');
$('lineform').onsubmit = (e) => { e.preventDefault(); const v = $('lineinput').value; $('lineinput').value = ''; line(v); };
$('real').onclick = () => start({});
$('virtual').onclick = () => start(seedOpts({virtual: true}));
$('latest').onclick = () => start({resume: 'latest'});
window.addEventListener('pageshow', (e) => { if (e.persisted && game) openGame(game.id); });

// The first paint shows the game going on, or the start screen, never one
// and then the other.
(async () => {
  const m = /^#g=(\w+)$/.exec(location.hash);
  let l = null;
  try { l = await api('GET', '/api/games'); } catch (e) { /* showStart says why */ }
  const cur = l && l.current;
  const id = m && l && l.games.some((g) => g.id === m[1]) ? m[1] : cur ? cur.id : '';
  if (cur && cur.id === id) draw(cur); else if (id) openGame(id); else showStart(l);
  poll();
})();
