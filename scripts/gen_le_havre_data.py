import csv,re
import os
D=os.path.join(os.path.dirname(__file__),'..','..','shared','games','le-havre')+'/'
def ident(n):
    n=n.replace("'",'').replace('(1st copy)','1').replace('(2nd copy)','2').replace('&','And').replace('â','a')
    return ''.join(w[:1].upper()+w[1:] for w in re.split(r"[^A-Za-z0-9]+",n) if w)
rows=[]
std=list(csv.DictReader(open(D+'buildings_standard.csv')))
for r in std:
    name=r['name_en']; v=ident(name)
    if v=='Wharf': v='Wharf1'
    fee = 'Fee::NotEnterable' if r['enterable']=='N' else fee_of(r) if False else None
    rows.append(('std',r,v))
spc=list(csv.DictReader(open(D+'buildings_special.csv')))
for r in spc: rows.append(('spc',r,ident(r['name_en'])))
def fee(r):
    if r['enterable']=='N': return 'Fee::NotEnterable'
    f,fr=int(r['entry_fee_food']),int(r['entry_fee_franc'])
    if f and fr: return f'Fee::FoodOrFrancs({f}, {fr})'
    if f: return f'Fee::Food({f})'
    if fr: return f'Fee::Francs({fr})'
    return 'Fee::Free'
T={'craft':'Craft','economic':'Economic','industrial':'Industrial','public':'Public','none':'Untyped','ship':'Ship'}
out=[]
out.append('// @generated from shared/games/le-havre/buildings_standard.csv and buildings_special.csv')
out.append('// (FACTS.md §4 and §5) by scripts/gen_le_havre_data.py; edit the CSVs or this table, not both.')
out.append("// Each row's `id` is the card's stable key (`building:<id>`, the locale's `lh.bd.<id>`): written")
out.append('// out, never read off the variant\'s name.\n')
out.append('use super::{BData, Cost, Fee, Kind, Set};\n')
out.append('#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]')
out.append('pub enum Bd {')
for k,r,v in rows: out.append(f'    {v},')
out.append('}\n')
out.append(f'pub const ALL: [Bd; {len(rows)}] = [')
for k,r,v in rows: out.append(f'    Bd::{v},')
out.append('];\n')
out.append(f'pub(super) static ROWS: [BData; {len(rows)}] = [')
for k,r,v in rows:
    if k=='std':
        sort = r['sort_no'] or '0'
        cost=f"Cost {{ wood: {r['cost_wood']}, clay: {r['cost_clay']}, iron: {r['cost_iron']}, brick: {r['cost_brick']}, steel: {r['cost_steel']} }}"
        buildable = r['id'] not in ('B1','B2','B3','_10','_13')
        price = 'None' if r['purchase_price']=='not buyable' else f"Some({r['purchase_price']})"
        full=''.join(r[f'full_{i}p'] for i in range(1,6)); short=''.join(r[f'short_{i}p'] for i in range(1,6))
        s='Set::Standard'; solo='false'; code=r['id']
    else:
        sort = '0' if r['id']=='_00' else '31' if r['id']=='_31' else '0'
        c={'_00':(0,0,0,1,0),'_31':(1,0,2,2,0)}.get(r['id'],(0,0,0,0,0))
        cost=f"Cost {{ wood: {c[0]}, clay: {c[1]}, iron: {c[2]}, brick: {c[3]}, steel: {c[4]} }}"
        buildable = r['id'] in ('_00','_31')
        price = 'None' if r['purchase_price']=='not buyable' else f"Some({r['purchase_price']})"
        full=short='-----'
        s={'base':'Set::Base','extra':'Set::Extra','Le Grand Hameau':'Set::Hameau'}.get(r['set'],'Set::Promo')
        solo='true' if r['excluded_in_solo']=='Y' else 'false'; code=r['id']
    out.append(f'    BData {{ id: "{v}", code: "{code}", sort: {sort}, name: "{r["name_en"]}", cost: {cost}, buildable: {str(buildable).lower()}, value: {r["value"]}, price: {price}, fee: {fee(r)}, kind: Kind::{T[r["type"]]}, hammers: {r["hammer"]}, fishing: {r["fishing"]}, full: *b"{full}", short: *b"{short}", set: {s}, solo_excluded: {solo} }},')
out.append('];')
open(os.path.join(os.path.dirname(__file__),'..','crates/le-havre/src/data/buildings.rs'),'w').write('\n'.join(out)+'\n')
