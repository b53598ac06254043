//! Building and editing modules from Rust, without struct literals.
//!
//! [`Module`]'s methods here add types, constants and global values and
//! find globals by name; a [`FunctionBuilder`] writes a function's body
//! block by block, as LLVM's `IRBuilder` does: create blocks, switch to
//! one, append instructions at its end. Types of results are worked out
//! from the operands, and loads, stores and allocas get the module's data
//! layout's alignment. [`FunctionBuilder::replace_all_uses`] and
//! [`FunctionBuilder::remove_inst`] edit a body already built.
//!
//! ```
//! use llconv_ir::builder::FunctionBuilder;
//! use llconv_ir::{BinOp, IntPredicate, Linkage, Module};
//!
//! let mut m = Module::new(b"example");
//! let i32t = m.types.int(32);
//! let putchar_ty = m.function_type(i32t, &[i32t], false);
//! let putchar = m.add_function("putchar", putchar_ty, Linkage::External);
//!
//! // i32 @count(i32 %n): calls putchar n times, returns n.
//! let count = m.add_function("count", putchar_ty, Linkage::External);
//! let mut b = FunctionBuilder::new(&mut m, count).unwrap();
//! b.set_arg_name(0, "n");
//! let entry = b.create_block(Some("entry"));
//! let body = b.create_block(Some("loop"));
//! let done = b.create_block(Some("done"));
//! b.switch_to_block(entry);
//! b.br(body);
//! b.switch_to_block(body);
//! let zero = b.const_int(i32t, 0);
//! let i = b.phi(i32t, &[(zero, entry)]);
//! let star = b.const_int(i32t, 42);
//! b.call(putchar, &[star]).unwrap();
//! let one = b.const_int(i32t, 1);
//! let next = b.binary(BinOp::Add, i, one).unwrap();
//! b.add_phi_incoming(i, next, body);
//! let n = b.arg(0);
//! let more = b.icmp(IntPredicate::Slt, next, n).unwrap();
//! b.cond_br(more, body, done);
//! b.switch_to_block(done);
//! b.ret(Some(n));
//! b.finish();
//!
//! assert_eq!(m.find_global(b"count"), Some(count));
//! let f = m.global(count).as_func().unwrap();
//! assert_eq!(f.body.as_ref().unwrap().blocks.len(), 3);
//! ```

use crate::attributes::{AttrList, AttrSetId};
use crate::constants::{ApInt, Const, ConstId, ConstKind};
use crate::datalayout::DataLayout;
use crate::instructions::{
    BinOp, BlockId, CallData, Inst, InstId, InstKind, IntPredicate, Operand, TailKind,
};
use crate::module::{
    Block, Body, Function, Global, GlobalCommon, GlobalId, GlobalKind, GlobalVar, Linkage, Module,
};
use crate::types::{Type, TypeId};

impl Module {
    /// The function type `ret (params...)`, `...` when `vararg`.
    pub fn function_type(&mut self, ret: TypeId, params: &[TypeId], vararg: bool) -> TypeId {
        self.types.intern(Type::Function {
            ret,
            params: params.to_vec(),
            vararg,
        })
    }

    /// Adds a function without a body (a declaration until a
    /// [`FunctionBuilder`] gives it one) at the end of the module.
    pub fn add_function(&mut self, name: &str, fn_ty: TypeId, linkage: Linkage) -> GlobalId {
        self.types.ptr(0);
        self.push_global(Global {
            common: GlobalCommon {
                name: Some(name.as_bytes().into()),
                linkage,
                value_ty: fn_ty,
                ..Default::default()
            },
            kind: GlobalKind::Func(Function::default()),
        })
    }

    /// Adds a global variable of type `value_ty` (a declaration without
    /// `init`) at the end of the module.
    pub fn add_global_var(
        &mut self,
        name: &str,
        value_ty: TypeId,
        init: Option<ConstId>,
        constant: bool,
        linkage: Linkage,
    ) -> GlobalId {
        self.types.ptr(0);
        self.push_global(Global {
            common: GlobalCommon {
                name: Some(name.as_bytes().into()),
                linkage,
                value_ty,
                ..Default::default()
            },
            kind: GlobalKind::Var(GlobalVar {
                constant,
                init,
                attrs: AttrSetId::EMPTY,
                ..Default::default()
            }),
        })
    }

    fn push_global(&mut self, g: Global) -> GlobalId {
        self.globals.push(g)
    }

    /// The global value named `name` (without the `@`). A walk over the
    /// globals: a caller with many lookups to make builds its own map once.
    pub fn find_global(&self, name: &[u8]) -> Option<GlobalId> {
        self.globals
            .values()
            .position(|g| g.common.name.as_deref() == Some(name))
            .map(GlobalId::from_index)
    }

    /// The integer constant `value` of integer type `ty` (truncated to its
    /// width).
    pub fn const_int(&mut self, ty: TypeId, value: i64) -> ConstId {
        let bits = self.types.int_width(ty).unwrap_or(64);
        let mut v = ApInt::from_i64(bits, value);
        v.truncate_to_width();
        self.consts.intern(
            &self.types,
            Const {
                ty,
                kind: ConstKind::Int(v),
            },
        )
    }

    /// The address of global `g` as a constant (`ptr @g`).
    pub fn global_address(&mut self, g: GlobalId) -> ConstId {
        let addrspace = self.globals[g].common.addrspace;
        let ty = self.types.ptr(addrspace);
        self.consts.intern(
            &self.types,
            Const {
                ty,
                kind: ConstKind::Global(g),
            },
        )
    }
}

/// Why the builder refused an instruction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// The named global is not a function.
    #[error("global @{0} is not a function")]
    NotAFunction(String),
    /// An operand has no type in this function.
    #[error("an operand has no type in this function (an argument it lacks, or an instruction of another body)")]
    UnknownOperand,
    /// The operands' types differ.
    #[error("the operands' types differ")]
    TypeMismatch,
    /// A call's argument count differs from the function type's parameter count;
    /// `expected` is the parameter count, `given` the argument count.
    #[allow(missing_docs)] // The fields are described just above.
    #[error("a call passes {given} arguments to a function of {expected} parameters")]
    ArgumentCount { expected: usize, given: usize },
}

/// Writes one function's body: blocks in the order they are created,
/// instructions appended at the end of the current block. The body goes
/// into the function at [`FunctionBuilder::finish`]; a function that had
/// one is rebuilt from it (edit with [`FunctionBuilder::replace_all_uses`]
/// and [`FunctionBuilder::remove_inst`], or append).
pub struct FunctionBuilder<'m> {
    module: &'m mut Module,
    func: GlobalId,
    fn_ty: TypeId,
    body: Body,
    current: Option<BlockId>,
    layout: DataLayout,
}

impl<'m> FunctionBuilder<'m> {
    /// Starts on function `func`'s body (empty for a declaration).
    pub fn new(module: &'m mut Module, func: GlobalId) -> Result<Self, BuildError> {
        let g = &mut module.globals[func];
        let fn_ty = g.common.value_ty;
        let GlobalKind::Func(f) = &mut g.kind else {
            return Err(BuildError::NotAFunction(name_of(g)));
        };
        let body = f.body.take().unwrap_or_default();
        // A layout the module's own parser accepted; a hand-set string
        // that does not parse leaves LLVM's defaults.
        let layout = module
            .data_layout
            .as_deref()
            .and_then(|dl| DataLayout::parse(dl).ok())
            .unwrap_or_else(|| DataLayout::parse(b"").expect("the default data layout"));
        Ok(FunctionBuilder {
            module,
            func,
            fn_ty,
            body,
            current: None,
            layout,
        })
    }

    /// The module, for types and constants while building.
    pub fn module(&mut self) -> &mut Module {
        self.module
    }

    /// Argument `i` of the function.
    pub fn arg(&self, i: u32) -> Operand {
        Operand::Arg(crate::ArgId::from_u32(i))
    }

    /// Names argument `i` (`%name` in the text).
    pub fn set_arg_name(&mut self, i: u32, name: &str) {
        let GlobalKind::Func(f) = &mut self.module.globals[self.func].kind else {
            unreachable!("checked in new");
        };
        let i = i as usize;
        if f.param_names.len() <= i {
            f.param_names.resize(i + 1, None);
        }
        f.param_names[i] = Some(name.as_bytes().into());
    }

    /// A new empty block at the end of the body.
    pub fn create_block(&mut self, name: Option<&str>) -> BlockId {
        self.body.blocks.push(Block {
            name: name.map(|n| n.as_bytes().into()),
            insts: Vec::new(),
        })
    }

    /// Where the next instructions go: the end of `block`.
    pub fn switch_to_block(&mut self, block: BlockId) {
        self.current = Some(block);
    }

    /// The integer constant `value` of type `ty`, as an operand.
    pub fn const_int(&mut self, ty: TypeId, value: i64) -> Operand {
        Operand::Const(self.module.const_int(ty, value))
    }

    /// The address of global `g`, as an operand.
    pub fn global_address(&mut self, g: GlobalId) -> Operand {
        Operand::Const(self.module.global_address(g))
    }

    /// The type of operand `op` in this function.
    pub fn type_of(&self, op: Operand) -> Option<TypeId> {
        self.module.operand_type(self.fn_ty, &self.body, op)
    }

    /// Appends an instruction of result type `ty` (void for none) to the
    /// current block. The typed helpers below call this; it is public for
    /// the instructions they do not cover.
    ///
    /// Panics when no block was switched to: a builder used out of order.
    pub fn append(&mut self, ty: TypeId, kind: InstKind) -> Operand {
        let block = self
            .current
            .expect("FunctionBuilder: switch_to_block before appending instructions");
        let id = InstId::from_index(self.body.insts.len());
        self.body.insts.push(Inst {
            ty,
            name: None,
            kind,
            md: Default::default(),
            dbg_records: Default::default(),
        });
        self.body.blocks[block].insts.push(id);
        Operand::Inst(id)
    }

    /// Names the instruction `op` (`%name = ...`); other operands are left
    /// as they are.
    pub fn set_name(&mut self, op: Operand, name: &str) {
        if let Operand::Inst(i) = op {
            self.body.insts[i].name = Some(name.as_bytes().into());
        }
    }

    fn void(&mut self) -> TypeId {
        self.module.types.void()
    }

    /// `lhs op rhs`, of their type.
    pub fn binary(&mut self, op: BinOp, lhs: Operand, rhs: Operand) -> Result<Operand, BuildError> {
        let ty = self.same_type(lhs, rhs)?;
        Ok(self.append(
            ty,
            InstKind::Binary {
                op,
                flags: 0,
                fmf: 0,
                lhs,
                rhs,
            },
        ))
    }

    /// `icmp pred lhs, rhs`: `i1`, or a vector of `i1` for vectors.
    pub fn icmp(
        &mut self,
        pred: IntPredicate,
        lhs: Operand,
        rhs: Operand,
    ) -> Result<Operand, BuildError> {
        let ty = self.same_type(lhs, rhs)?;
        let i1 = self.module.types.int(1);
        let result = match *self.module.types.get(ty) {
            Type::Vector { len, scalable, .. } => self.module.types.intern(Type::Vector {
                elem: i1,
                len,
                scalable,
            }),
            _ => i1,
        };
        Ok(self.append(
            result,
            InstKind::ICmp {
                pred,
                flags: 0,
                lhs,
                rhs,
            },
        ))
    }

    fn same_type(&self, a: Operand, b: Operand) -> Result<TypeId, BuildError> {
        let ta = self.type_of(a).ok_or(BuildError::UnknownOperand)?;
        let tb = self.type_of(b).ok_or(BuildError::UnknownOperand)?;
        if ta != tb {
            return Err(BuildError::TypeMismatch);
        }
        Ok(ta)
    }

    /// `phi ty [value, block], ...`; more incoming values can follow with
    /// [`Self::add_phi_incoming`] once they exist.
    pub fn phi(&mut self, ty: TypeId, incoming: &[(Operand, BlockId)]) -> Operand {
        self.append(
            ty,
            InstKind::Phi {
                fmf: 0,
                incoming: incoming.to_vec(),
            },
        )
    }

    /// Adds `[value, block]` to the phi `phi` (nothing for another operand).
    pub fn add_phi_incoming(&mut self, phi: Operand, value: Operand, block: BlockId) {
        if let Operand::Inst(i) = phi {
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[i].kind {
                incoming.push((value, block));
            }
        }
    }

    /// A direct call of function `callee`; its result (void's too, as an
    /// operand nothing should use).
    pub fn call(&mut self, callee: GlobalId, args: &[Operand]) -> Result<Operand, BuildError> {
        let g = &self.module.globals[callee];
        if g.as_func().is_none() {
            return Err(BuildError::NotAFunction(name_of(g)));
        }
        let fn_ty = g.common.value_ty;
        let Type::Function {
            ret,
            params,
            vararg,
        } = self.module.types.get(fn_ty)
        else {
            return Err(BuildError::NotAFunction(name_of(g)));
        };
        let (ret, count, vararg) = (*ret, params.len(), *vararg);
        if args.len() < count || (!vararg && args.len() > count) {
            return Err(BuildError::ArgumentCount {
                expected: count,
                given: args.len(),
            });
        }
        let callee = self.global_address(callee);
        Ok(self.append(
            ret,
            InstKind::Call(Box::new(CallData {
                tail: TailKind::None,
                cc: 0,
                fmf: 0,
                attrs: AttrList::default(),
                fn_ty,
                callee,
                args: args.to_vec(),
                bundles: Vec::new(),
                addrspace: None,
            })),
        ))
    }

    /// `alloca ty`, aligned as the data layout prefers; the result is a
    /// `ptr`.
    pub fn alloca(&mut self, ty: TypeId) -> Operand {
        let align = self.layout.pref_align(&self.module.types, ty);
        let addrspace = self.layout.alloca_address_space();
        let ptr = self.module.types.ptr(addrspace);
        self.append(
            ptr,
            InstKind::Alloca {
                allocated: ty,
                count: None,
                align: Some(align),
                addrspace,
                inalloca: false,
                swifterror: false,
            },
        )
    }

    /// `load ty, ptr p`, at `ty`'s ABI alignment.
    pub fn load(&mut self, ty: TypeId, ptr: Operand) -> Operand {
        let align = self.layout.abi_align(&self.module.types, ty);
        self.append(
            ty,
            InstKind::Load {
                ptr,
                volatile: false,
                atomic: None,
                align: Some(align),
            },
        )
    }

    /// `store value, ptr p`, at the value type's ABI alignment.
    pub fn store(&mut self, value: Operand, ptr: Operand) -> Result<(), BuildError> {
        let ty = self.type_of(value).ok_or(BuildError::UnknownOperand)?;
        let align = self.layout.abi_align(&self.module.types, ty);
        let void = self.void();
        self.append(
            void,
            InstKind::Store {
                value,
                ptr,
                volatile: false,
                atomic: None,
                align: Some(align),
            },
        );
        Ok(())
    }

    /// `br label %dest`.
    pub fn br(&mut self, dest: BlockId) {
        let void = self.void();
        self.append(void, InstKind::Br(dest));
    }

    /// `br i1 cond, label %then_dest, label %else_dest`.
    pub fn cond_br(&mut self, cond: Operand, then_dest: BlockId, else_dest: BlockId) {
        let void = self.void();
        self.append(
            void,
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            },
        );
    }

    /// `ret value`, or `ret void`.
    pub fn ret(&mut self, value: Option<Operand>) {
        let void = self.void();
        self.append(void, InstKind::Ret(value));
    }

    /// Makes every use of `from` in the body a use of `to` (phi incoming
    /// values, call arguments, every operand).
    pub fn replace_all_uses(&mut self, from: Operand, to: Operand) {
        for inst in self.body.insts.values_mut() {
            inst.kind.for_each_value_operand_mut(|op| {
                if *op == from {
                    *op = to;
                }
            });
        }
    }

    /// Takes instruction `op` out of its block (its slot in the arena
    /// stays, unlisted, as the readers' upgrades leave theirs). Uses of
    /// it left behind make the module invalid, as in LLVM: replace them
    /// first.
    pub fn remove_inst(&mut self, op: Operand) {
        if let Operand::Inst(i) = op {
            for block in self.body.blocks.values_mut() {
                block.insts.retain(|&x| x != i);
            }
        }
    }

    /// Puts the body into the function.
    pub fn finish(self) {
        let body = self.body;
        if let GlobalKind::Func(f) = &mut self.module.globals[self.func].kind {
            f.body = Some(body);
        }
    }
}

fn name_of(g: &Global) -> String {
    String::from_utf8_lossy(g.common.name.as_deref().unwrap_or(b"")).into_owned()
}
