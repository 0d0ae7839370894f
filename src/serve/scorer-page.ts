import type { Lang } from '../core/game.js';
import { esc } from '../evening/html.js';
import { textsOf } from '../i18n/index.js';
import { dealsWord, dealWord } from '../games/index.js';
import { pageHead, STYLE } from './page.js';
import type { Body } from './link.js';

/*
 * The scorer's page (scorer.md §2): the board's totals, then one input line with the game's one-line deal form, chips,
 * a preview from the server, record, undo/redo with a confirmation, finish with the players' agreement, and an outbox
 * that keeps what could not be sent. The page holds no game rules: the chips, previews and refusals come from the
 * server. Plain HTTP on a local network is no secure context: no service worker, no crypto.randomUUID; ids come from
 * crypto.getRandomValues and the outbox lives in localStorage.
 */

/** What the page knows of its sheet, sent with every body (the server decides all of it). */
export interface ScorerState {
  /** The line can be sent: a sheet that is open for writing. */
  open: boolean;
  /** The sheet the page writes now (a table link's moves with each round): what was said of another is wiped. */
  sheet?: string;
  /** The rows the page saw (deals and corrections): every write carries it. */
  rows: number;
  /** A table link: the round the page shows, carried by every write. */
  round?: number;
  /** A table link: when the sheet shown was made, carried by every write: a round drawn again makes its sheet anew. */
  made?: string;
  chips: { players: { name: string; dealer: boolean }[]; words: string[]; numbers: number[] };
  example: string;
  /** The undo question naming the last row, when there is one. */
  undo?: string;
  /** That row's key (stale.ts lastKey), sent back with the undo so that it takes off that row or nothing. */
  last?: string;
  /** The redo question naming the row that comes back, while there is one. */
  redo?: string;
  /** That row's key (stale.ts backKey), sent back with the redo so that it puts back that row or nothing. */
  back?: string;
  /** The finish question with the final totals, when the table may be finished from here. */
  finish?: string;
  /** The rows of those totals (stale.ts rowsKey), sent back with the finish so that it closes on them or not at all. */
  shown?: string;
}

/** `game`: the game of the sheet the page writes, whose word for a deal the page uses (a round in Toepen). */
export type ScorerBody = Body & { rest: string; state: ScorerState; game?: string };

export const SCORER_STYLE = `
#pad{margin:.4rem 0 .8rem}
#entry{display:flex;gap:.4rem}
#line{flex:1;min-width:0;font:inherit;font-size:1.1rem;padding:.55rem .6rem;border:2px solid var(--line);
border-radius:.5rem;background:var(--bg);color:var(--fg)}
#line:focus{outline:none;border-color:var(--lead)}
button{font:inherit;border-radius:.5rem;border:1px solid var(--line);background:var(--card);color:var(--fg);
padding:.5rem .8rem;min-height:2.75rem;touch-action:manipulation}
#send{background:var(--lead);color:var(--bg);border-color:var(--lead);font-weight:700}
button:disabled{opacity:.45}
.chips{display:flex;flex-wrap:wrap;gap:.3rem;margin:.45rem 0}
.chips button{padding:.3rem .6rem;min-height:2.75rem;min-width:2.75rem}
.chips .dealer{font-weight:700}.chips .dealer::after{content:" *"}
.chips .n{font-variant-numeric:tabular-nums}
.preview{min-height:1.4em;margin:.3rem 0;font-weight:600}.preview.bad{color:var(--bad)}
.outbox{border-left:4px solid var(--bad);padding:.2rem .6rem;background:var(--card)}
.outbox ol{margin:.2rem 0;padding-left:1.2rem}.outbox li span{color:var(--dim)}
.outbox li button{min-height:2.75rem;padding:.1rem .6rem;margin:.15rem 0 .15rem .4rem}
.ask{border:2px solid var(--lead);border-radius:.5rem;padding:.4rem .6rem;margin:.4rem 0}
.acts{display:flex;flex-wrap:wrap;gap:.4rem}
.help{color:var(--dim);font-size:.85rem}
.eg{color:var(--dim);margin:.3rem 0 0}
[hidden]{display:none!important}
`.trim();

// The page's behaviour (scorer.md §2). EventSource brings each new body (totals, deals, state); the line is previewed
// as it changes (150 ms after the last key), never sent before its preview was shown, and kept in the outbox when the
// server cannot be reached: sent in order once it answers (at least every 2 s, at once when the browser is online),
// each with its own id and the row count it expects, and stopped at the first refusal, which comes back to the line.
// A line sent at once expects the rows the page showed when the scorer last typed in it (`seen`), not those a
// stream update brought since: a deal recorded elsewhere between the line's preview and its Record is a 409 that
// keeps the line (a second tap records it knowingly). Undo, redo and finish expect the rows of when they asked; the
// page's own undo and redo move `seen` by the row they took off or put back (not another's write), and what they did
// stays said until the line changes (no preview of it meanwhile). What any write did ("Recorded: deal 7") is wiped once
// a new body's last row is another than the one its answer came with (`said`): an undo or a record at the terminal
// since; or its sheet is another, or made anew (a table's page moved to the next round, whose empty sheet has no last
// row, as a finished one has none to undo; or its round drawn again). A question closes when a new body brings
// another row count or another question: the sheet changed under it (a Finish, a record, an undo elsewhere).
// An undo, put back or finish whose answer does not come (a Wi-Fi drop after it was sent: it may be done) is not said
// to have done nothing: the page says it does not know yet and sends the same request, the same id, again (after
// 0.5 s, then every 2 s, and when the stream or the browser is back) until the server answers: "Already done" when the
// first got there, else its own answer; never done twice, and the three buttons wait meanwhile (`lost`). Tapped while
// the browser knows it is offline, nothing is sent and the page says nothing was done.
// A ',' or ':' chip (Jokeren's entries) joins the word before it. Record asks its own preview of the line when the
// one shown is not of it (a new body from the stream asks again), and sends on that preview's answer even when a later
// preview overtook it: a tap on Record is never swallowed. While the line is being recorded a new body does not
// preview it again: the server sends the record's own body on the stream before the answer, and that preview would
// wipe "Recorded" 150 ms after it (the line is empty by then) or show the recorded line as the next deal. A refused
// line is previewed again before it is sent again, the outbox's first line that came back to be mended too.
// A table's page sends when its sheet was made (`made`) with every write, a deal kept in the outbox too: a round
// drawn again since (the same sheet id, other seats) refuses it, and the line comes back to be looked at.
// An answer with a status and no reason of its own (the server's guards: 429 past the write rate, 404 for a link
// no longer valid, 413, a 500) is said in the page's language, never an empty line (`why`).
// fetch's own referrer policy keeps the token out of any Referer while the Origin header (the server's check) stays.
/** The longest line a phone sends: far more than a deal takes (the server refuses more, saying so). */
export const LINE_CHARS = 300;

export const SCORER_SCRIPT = `(function(){
var $=function(i){return document.getElementById(i)},pad=$('pad'),T=JSON.parse(pad.getAttribute('data-t')),
S=JSON.parse(pad.getAttribute('data-s')),top=$('top'),rest=$('rest'),st=$('status'),line=$('line'),pv=$('preview'),
chips=$('chips'),box=$('outbox'),base=location.pathname.replace(/\\/?$/,'/'),KEY='tafel-outbox:'+base,shown='',
seq=0,timer=0,delay=500,flushing=false,fix=false,sending=false,seen=S.rows,es,again,asked,said,lost=0,retry=0;
$('entry').hidden=false;
function q(){try{var a=JSON.parse(localStorage.getItem(KEY)||'[]');return Array.isArray(a)?a:[]}catch(e){return[]}}
function save(a){localStorage.setItem(KEY,JSON.stringify(a));queue()}
function newId(){var b=new Uint8Array(22),c='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',s='';
crypto.getRandomValues(b);for(var i=0;i<b.length;i++)s+=c.charAt(b[i]&63);return s}
function post(what,body){return fetch(base+what,{method:'POST',headers:{'Content-Type':'application/json'},
body:JSON.stringify(body),cache:'no-store',credentials:'omit',referrer:'',referrerPolicy:'same-origin'})
.then(function(r){return r.json().then(function(j){j.status=r.status;return j},function(){return{status:r.status}})})}
function why(a){return a.reason||(a.status===429?T.tooFast:a.status===404?T.gone:a.status>=500?T.failed:
a.status>=400?T.refused:'')}
function say(a){var r=why(a);pv.textContent=r||a.preview||a.said||'';pv.className=r?'preview bad':'preview';
var b=a.body&&a.body.state;said=!r&&a.said&&b?[pv.textContent,b.last,b.sheet,b.made]:0}
function btn(text,cls,f){var b=document.createElement('button');b.type='button';b.textContent=text;
if(cls)b.className=cls;b.onclick=f;return b}
function insert(w){var v=line.value,p=w===','||w===':';
line.value=(p?v.replace(/\\s+$/,''):v+(v&&!/\\s$/.test(v)?' ':''))+w+' ';line.focus();typed()}
function render(){chips.textContent='';if(!S.open){line.disabled=true;$('send').disabled=true}else{
line.disabled=false;$('send').disabled=false;
S.chips.players.forEach(function(p){chips.appendChild(btn(p.name,p.dealer?'dealer':'',function(){insert(p.name)}))});
S.chips.words.forEach(function(w){chips.appendChild(btn(w,'',function(){insert(w)}))});
S.chips.numbers.forEach(function(n){chips.appendChild(btn(String(n),'n',function(){insert(String(n))}))})}
line.placeholder=S.open?T.line:'';var eg=$('eg');eg.textContent=S.example?T.eg+' '+S.example:'';
eg.hidden=!S.open||!S.example;
[['undo',S.undo],['redo',S.redo],['finish',S.finish]].forEach(function(x){var b=$(x[0]);b.hidden=!x[1];
b.disabled=!!lost})}
function set(d){if(!d)return;top.innerHTML=d.html;rest.innerHTML=d.rest;document.title=d.title;S=d.state;render();
if(said&&(S.last!==said[1]||S.sheet!==said[2]||S.made!==said[3])){if(pv.textContent===said[0])pv.textContent='';
said=0}
if(asked&&(S.rows!==asked[1].rows||S[asked[0]]!==asked[1][asked[0]]))$('ask').hidden=true;if(shown&&!sending)changed()}
function queue(){var a=q();box.hidden=a.length===0;if(!a.length)return;
$('waiting').textContent=(a.length===1?T.waiting1:T.waitingN).replace('{n}',a.length);var ol=$('queue');
ol.textContent='';a.forEach(function(x,k){var li=document.createElement('li');
li.appendChild(document.createTextNode(x.line));
var s=document.createElement('span');s.textContent=' · '+(fix&&k===0?T.turnedDown:T.unchecked);li.appendChild(s);
li.appendChild(btn(T.remove,'',function(){var b=q();b.splice(k,1);if(k===0)fix=false;rebase(b);save(b);flush()}));
ol.appendChild(li)})}
function rebase(a){a.forEach(function(x,k){x.rows=S.rows+k})}
function later(){clearTimeout(timer);timer=setTimeout(flush,delay);delay=Math.min(2000,delay*2)}
function flush(){var a=q();if(flushing||fix||!a.length)return;flushing=true;post('deal',a[0]).then(function(r){
flushing=false;var b=q();if(r.status===200){b.shift();save(b);set(r.body);say(r);delay=500;flush();return}
if(r.status===429||r.status===503&&!r.reason){later();return}fix=true;line.value=b[0].line;say(r);queue()},
function(){flushing=false;later()})}
function keep(sub){var a=q();a.push(sub);save(a);line.value='';shown='';pv.textContent=T.offline;pv.className='preview';
later()}
function preview(){var l=line.value.trim(),mine=++seq;if(!l){pv.textContent='';shown='';return Promise.resolve(false)}
return post('preview',{line:l,rows:S.rows,round:S.round}).then(function(a){if(mine===seq){say(a);
if(a.status===200)shown=l}return a.status===200},function(){return null})}
function changed(){clearTimeout(again);shown='';seq++;again=setTimeout(preview,150)}
function typed(){seen=S.rows;changed()}
line.addEventListener('input',typed);
$('entry').addEventListener('submit',function(e){e.preventDefault();clearTimeout(again);var l=line.value.trim();
if(!l||!S.open||sending)return;
var a=q();if(fix){(shown===l?Promise.resolve(true):preview()).then(function(ok){if(ok===false)return;a=q();
a[0]={line:l,rows:S.rows,id:newId(),round:S.round,made:S.made};fix=false;rebase(a);save(a);line.value='';shown='';
flush()});return}
var sub={line:l,rows:a.length?S.rows+a.length:seen,id:newId(),round:S.round,made:S.made};
if(a.length||!navigator.onLine){keep(sub);return}
sending=true;(shown===l?Promise.resolve(true):preview()).then(function(ok){if(ok!==true){sending=false;
if(ok===null)keep(sub);return}
post('deal',sub).then(function(r){sending=false;if(r.status===200){line.value='';shown='';say(r);
set(r.body)}else{shown='';say(r);if(r.body)set(r.body);seen=S.rows}},
function(){sending=false;keep(sub)})})});
function act(what){return function(){if(lost)return;var s=S;asked=[what,s];$('askText').textContent=s[what];
$('ask').hidden=false;$('yes').onclick=function(){$('ask').hidden=true;clearTimeout(again);seq++;shown='';
if(!navigator.onLine){pv.textContent=T.notDone;pv.className='preview bad';return}
ask({what:what,body:{rows:s.rows,id:newId(),round:s.round,made:s.made,last:what==='undo'?s.last:undefined,
back:what==='redo'?s.back:undefined,shown:what==='finish'?s.shown:undefined}})}}}
function ask(x){clearTimeout(retry);sending=true;post(x.what,x.body).then(function(r){sending=false;
if(lost&&(r.status===429||r.status===503&&!r.reason)){retry=setTimeout(function(){ask(x)},2000);return}
lost=0;render();var n=x.body.rows;if(r.status===200){if(x.what==='undo')seen=Math.min(seen,n-1);
if(x.what==='redo'&&seen===n)seen++}say(r);if(r.body)set(r.body)},
function(){sending=false;retry=setTimeout(function(){ask(x)},lost?2000:500);lost=x;render();pv.textContent=T.unknown;
pv.className='preview bad'})}
function resend(){if(lost&&!sending)ask(lost)}
$('no').onclick=function(){$('ask').hidden=true};
$('undo').onclick=act('undo');$('redo').onclick=act('redo');$('finish').onclick=act('finish');
window.addEventListener('online',function(){delay=500;flush();resend()});
function open(){es=new EventSource(pad.getAttribute('data-events'));
es.addEventListener('board',function(v){set(JSON.parse(v.data))});
es.onopen=function(){st.textContent=st.getAttribute('data-live');st.className='status on';delay=500;flush();
resend()};
es.onerror=function(){st.textContent=st.getAttribute('data-lost');st.className='status off';
if(es.readyState===2)setTimeout(open,3000)}}
render();queue();open();flush()})();`;

/** The texts the page's script shows, in its language, with the game's words for a deal (`w`, `ws`). */
function scriptTexts(lang: Lang, w: string, ws: string): Record<string, string> {
  const t = textsOf(lang).serve.scorer;
  return {
    eg: t.eg,
    line: t.lineLabel(w),
    waiting1: t.waitingOne(w),
    waitingN: t.waitingMany(ws),
    unchecked: t.unchecked,
    turnedDown: t.turnedDown,
    offline: t.offline,
    notDone: t.notDone,
    unknown: t.unknown,
    tooFast: t.tooFast,
    gone: t.gone,
    failed: t.failed,
    refused: t.refused,
    remove: t.remove,
  };
}

/** The whole scorer page; without JavaScript it is the board, refreshed as it is (the CSP forbids form posts). */
export function scorerPage(body: ScorerBody, lang: Lang, events: string): string {
  const t = textsOf(lang).serve;
  const s = t.scorer;
  const attr = (v: unknown) => esc(JSON.stringify(v));
  // Before a round is drawn the page writes no sheet yet: the general word (deal, gift).
  const game = body.game ?? {};
  const [w, ws] = [dealWord(game, lang), dealsWord(game, lang)];
  return `${pageHead(
    lang,
    body.title,
    `<noscript><meta http-equiv="refresh" content="15"></noscript>
<style>${STYLE}</style>
<style>${SCORER_STYLE}</style>`,
  )}
<body>
<span id="status" class="status" data-live="${esc(t.live)}" data-lost="${esc(t.reconnecting)}"></span>
<main id="board">
<div id="top">${body.html}</div>
<section id="pad" data-events="${esc(events)}" data-t="${attr(scriptTexts(lang, w, ws))}" data-s="${attr(body.state)}">
<form id="entry" autocomplete="off" hidden><input id="line" name="line" autocomplete="off" autocapitalize="none"
spellcheck="false" enterkeyhint="send" maxlength="${LINE_CHARS}" aria-label="${esc(s.lineLabel(w))}">
<button id="send" type="submit">${esc(s.record)}</button></form>
<p id="preview" class="preview" aria-live="polite"></p>
<noscript><p class="help">${esc(s.noScript)}</p></noscript>
<p id="eg" class="eg" hidden></p>
<div id="chips" class="chips"></div>
<div id="outbox" class="outbox" hidden><p id="waiting"></p><ol id="queue"></ol></div>
<div id="ask" class="ask" hidden><p id="askText"></p><button id="yes" type="button">${esc(s.yes)}</button>
<button id="no" type="button">${esc(s.no)}</button></div>
<p class="acts"><button id="undo" type="button" hidden>${esc(s.undo(w))}</button>
<button id="redo" type="button" hidden>${esc(s.redo)}</button>
<button id="finish" type="button" hidden>${esc(s.finish)}</button></p>
<p class="help">${esc(s.help)}</p>
</section>
<div id="rest">${body.rest}</div>
</main>
<noscript><p class="facts">${esc(t.noScript)}</p></noscript>
<script>${SCORER_SCRIPT}</script>
</body>
</html>
`;
}
