"""Generates formats/src/object/{s1,s2,s3k}/list.rs from the disassemblies' object pointer lists in
../shared/reference (s1disasm-full, s2disasm-full, skdisasm). Run `python3 formats/scripts/object_lists.py` from
anywhere, then `cargo fmt --all`."""
import re,os,collections
HERE=os.path.dirname(os.path.abspath(__file__))
R=os.path.normpath(os.path.join(HERE,'../../../shared/reference'))
def twop(n): return 'TwoPlayer'+n[2:] if n.startswith('2P') else n
# ---- Sonic 1
s1=[]
lines=open(R+'/s1disasm-full/_inc/Object Pointers.asm').read().split('\n')
i=1
files=os.listdir(R+'/s1disasm-full/_incObj')
def s1file(idv):
    h='%02X'%idv
    c=[]
    for f in files:
        m=re.match(r'^([0-9A-F]{2}(?:(?:, | & )[0-9A-F]{2})*) ',f)
        if m and h in re.split(r', | & ',m.group(1)): c.append(f)
        elif f==h+'.asm': c.append(f)
    c.sort()
    return c[0] if c else None
for l in lines:
    m=re.match(r'^ptr_(\w+):\s*dc\.l\s+(\w+)',l)
    if not m: continue
    label,target=m.groups()
    if target!='NullObject':
        name=label
        if re.match(r'Obj[0-9A-F]{2}$',name): name='Blank'+name[3:]
        f=s1file(i)
        if i==1: cite='`SonicPlayer` (sonic.asm)'
        else: cite='`_incObj/%s`'%f
        title=f[3:-4] if f and i!=1 else 'Sonic'
        s1.append((i,name,target,cite))
    i+=1
# ---- Sonic 2
s2=[]
src=open(R+'/s2disasm-full/s2.asm').read().split('\n')
start=[k for k,l in enumerate(src) if l.startswith('Obj_Index:')][0]
labels=[];i=1
manual={0x0C:'SmallFloatingPlatform',0x17:'Helix',0x3B:'PurpleRock',0x3C:'BreakableWall',0x7D:'EndPoints',0x8A:'SonicTeamPresents',0xAB:'UnknownAB',0xBB:'UnknownBB'}
prefer={0x19:'CPZPlatform',0x1C:'Scenery',0x32:'BreakableBlock',0x39:'GameOver',0x71:'PulsingOrb',0x84:'PinballMode'}
for l in src[start+1:]:
    if l.startswith(';') or l.strip()=='' : break
    m=re.match(r'^(?:ObjPtr_(\w+):)?\s*(?:dc\.l\s+(\w+)\s*;?\s*(.*))?$',l)
    if not m: break
    lab,target,comment=m.groups()
    if lab: labels.append(lab)
    if target:
        if target!='ObjNull':
            name=twop(prefer.get(i) or (labels[-1] if labels else manual[i]))
            s2.append((i,name,target,comment.strip()))
        labels=[];i+=1
# ---- S3K
def sk(fn):
    out=[]
    for l in open(R+'/skdisasm/Levels/Misc/'+fn):
        m=re.match(r'\s*dc\.l\s+(\w+)\s*;\s*(\d+)',l)
        if m: out.append((int(m.group(2)),m.group(1)))
    return out
set1=sk('Object pointers - SK Set 1.asm'); set2=sk('Object pointers - SK Set 2.asm')
def skname(t):
    n=t[4:] if t.startswith('Obj_') else t
    n={'set_SOZ_capsule_Hyudoro_cg':'SOZCapsuleHyudoroSetup','SOZ_capsule':'SOZCapsule'}.get(t,n)
    n={'Pachinko_Platform':'PachinkoPlatform','HCZConveryorSpike':'HCZConveyorSpike'}.get(n,n)
    return twop(n)
var={}  # name -> dict
order=[]
for setno,lst in ((1,set1),(2,set2)):
    seen=collections.Counter()
    for idv,t in lst:
        if t=='Obj_Ring' and idv!=0: continue
        n=skname(t)
        seen[n]+=1
        key=n if seen[n]==1 else n+str(seen[n])
        if key in var:
            if var[key]['id']!=idv:
                key=key+'K'
        if key not in var:
            var[key]={'id':idv,'sets':set(),'target':t}; order.append(key)
        var[key]['sets'].add(setno)
print(len(s1),len(s2),len(order))
print([k for k in order if k.endswith('K') or k[-1].isdigit()])
print([x for x in s1 if x[3] is None or 'None' in x[3]])
ids=collections.Counter(); 
for k in order: ids[var[k]['id']]+=1
print('multi', [(k,var[k]['id'],var[k]['sets']) for k in order if ids[var[k]['id']]>1][:10], sum(1 for v in ids.values() if v>1))

# ---------- Rust generation
def label(n):
    # split CamelCase keeping acronyms: AIZHollowTree -> AIZ hollow tree
    parts=re.findall(r'[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+',n)
    out=[]
    for i,p in enumerate(parts):
        if p.isupper() and len(p)>1 or p.isdigit(): out.append(p)
        else: out.append(p.lower() if i else p.capitalize())
    s=' '.join(out)
    return s[0].upper()+s[1:]
def emit(path,enum,doc,rows,extra_impl=''):
    # rows: (name,id,docline)
    o=['// Generated from the disassembly by a script formats/scripts/object_lists.py (then `cargo fmt`); run it again rather than editing.','',
       'use serde::{Deserialize, Serialize};','']
    o+=['/// '+d for d in doc]
    o+=['#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter)]',
        '#[allow(clippy::upper_case_acronyms)]','pub enum %s {'%enum]
    for n,i,d in rows:
        o.append('    /// '+d); o.append('    %s,'%n)
    o.append('}'); o.append('')
    o.append('impl %s {'%enum)
    o.append('    /// Every object of the list, in id order.')
    o.append('    pub const ALL: [%s; %d] = ['%(enum,len(rows)))
    for n,i,d in rows: o.append('        %s::%s,'%(enum,n))
    o.append('    ];'); o.append('')
    o.append('    /// The object id (the index in the pointer list, counting from 1 in Sonic 1 and 2, from 0 in S3K).')
    o.append('    pub const fn id(self) -> u8 {'); o.append('        match self {')
    for n,i,d in rows: o.append('            %s::%s => 0x%02X,'%(enum,n,i))
    o.append('        }'); o.append('    }'); o.append('')
    o.append('    /// The name the disassembly gives it, as written (`FloatingBlock`).')
    o.append('    pub const fn name(self) -> &\'static str {'); o.append('        match self {')
    for n,i,d in rows: o.append('            %s::%s => "%s",'%(enum,n,n))
    o.append('        }'); o.append('    }'); o.append('')
    o.append('    /// The name in words, for the editor (`Floating block`).')
    o.append('    pub const fn label(self) -> &\'static str {'); o.append('        match self {')
    for n,i,d in rows: o.append('            %s::%s => "%s",'%(enum,n,label(n)))
    o.append('        }'); o.append('    }')
    o.append(extra_impl)
    o.append('}')
    open(path,'w').write('\n'.join(o)+'\n')

base=os.path.join(HERE,'../src/object')+'/'
os.makedirs(base+'s1',exist_ok=True); os.makedirs(base+'s2',exist_ok=True); os.makedirs(base+'s3k',exist_ok=True)
# S1
rows=[(n,i,'%s (`%s`, $%02X).'%(c,t,i)) for i,n,t,c in s1]
ex='\n    /// The object of an id (bit 7 of a layout\'s id byte, the respawn flag, must be cleared first); `None` for the\n    /// ids the list leaves to `NullObject` ($02–$07) and those past it.\n    pub const fn from_id(id: u8) -> Option<Self> {\n        match id {\n'
for n,i,d in rows: ex+='            0x%02X => Some(S1Object::%s),\n'%(i,n)
ex+='            _ => None,\n        }\n    }'
emit(base+'s1/list.rs','S1Object',["Sonic 1's objects: every entry of s1disasm's `Obj_Index` (`_inc/Object Pointers.asm`) but the six","`NullObject`s, named by its `ptr_*` labels (the three blank routines, `Obj10`, `Obj19`, `Obj4F`, as `Blank10`…)."],rows,ex)
# S2
rows=[(n,i,'`%s`: %s'%(t,(c[0].upper()+c[1:]) if c else '')) for i,n,t,c in s2]
rows=[(n,i,d if d.endswith('.') or d.endswith(')') else d+'.') for n,i,d in rows]
ex='\n    /// The object of an id; `None` for the ids `Obj_Index` leaves to `ObjNull` ($4C–$4F, $62, $D0, $D1) and $DD on.\n    pub const fn from_id(id: u8) -> Option<Self> {\n        match id {\n'
for n,i,d in rows: ex+='            0x%02X => Some(S2Object::%s),\n'%(i,n)
ex+='            _ => None,\n        }\n    }'
emit(base+'s2/list.rs','S2Object',["Sonic 2's objects: every entry of s2disasm's `Obj_Index` (s2.asm) but the seven `ObjNull`s, named by","its `ObjPtr_*` labels (the unlabelled leftovers from their comments: `Obj0C`, `Obj17`, `Obj3B`, `Obj3C`,","`Obj7D`, `Obj8A`, `ObjAB`, `ObjBB`)."],rows,ex)
# S3K with S3 set
def skd(fn):
    out={}
    for l in open(R+'/skdisasm/Levels/Misc/'+fn):
        m=re.match(r'\s*dc\.l\s+(\w+)\s*;\s*(\d+)',l)
        if m: out[int(m.group(2))]=m.group(1)
    return out
s3set=skd('Object pointers - S3 Set.asm')
order3=list(order)
for k in order3:
    if s3set.get(var[k]['id'])==var[k]['target']: var[k]['sets'].add(3)
# The S3 Set's other entries (Sonic 3 alone orders them differently above $7F): their own variants, `…S3`
# where SK Set 1 or 2 has the name at another id.
for idv,t in sorted(s3set.items()):
    if t in ('Obj_Ring','Delete_Current_Sprite') and idv!=0: continue
    n=skname(t)
    if any(v['id']==idv and 3 in v['sets'] for v in var.values()): continue
    if n in var: n=n+'S3'
    var[n]={'id':idv,'sets':{3},'target':t}; order3.append(n)
order3.sort(key=lambda k:(var[k]['id'],k))
setname={1:'SK Set 1',2:'SK Set 2',3:'S3 Set'}
rows=[(k,var[k]['id'],'`%s`: %s.'%(var[k]['target'],', '.join('%s $%02X'%(setname[s],var[k]['id']) for s in sorted(var[k]['sets'])))) for k in order3]
ex='\n    /// Whether the object is at its id in a pointer list.\n    pub const fn in_set(self, set: super::S3kSet) -> bool {\n        match set {\n'
for s,sn in ((1,'SkSet1'),(2,'SkSet2'),(3,'S3')):
    ks=[k for k in order3 if s in var[k]['sets']]
    ex+='            super::S3kSet::%s => matches!(\n                self,\n                '%sn + '\n                    | '.join('S3kObject::'+k for k in ks)+'\n            ),\n'
ex+='        }\n    }\n\n    /// The object of an id in a pointer list; `None` for ids the list fills with `Obj_Ring` (but 0) or\n    /// `Delete_Current_Sprite`.\n    pub fn from_id(set: super::S3kSet, id: u8) -> Option<Self> {\n        Self::ALL.iter().copied().find(|o| o.id() == id && o.in_set(set))\n    }'
emit(base+'s3k/list.rs','S3kObject',["Sonic 3 & Knuckles' objects: every entry of skdisasm's pointer lists (`Levels/Misc/Object pointers - SK Set","1.asm`, `SK Set 2.asm`, `S3 Set.asm`) but the `Obj_Ring` and `Delete_Current_Sprite` fillers, named by their","`Obj_*` routines. A name has the same id in every list that has it (the S3 Set's objects that Sonic 3 alone","puts at other ids than SK Set 1 are named again with `S3` after: `BloominatorS3`); which lists hold each is","in its doc and [`S3kObject::in_set`]."],rows,ex)
print(len(order3), sum(1 for k in order3 if 3 in var[k]['sets']))
