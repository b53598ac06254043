use llconv_ir::*;
use super::func::FnIds;
use super::Writer;
#[derive(Default)]
pub(crate) struct MdState {}
impl Writer<'_> {
    pub(crate) fn enumerate_metadata(&mut self) { let _ = &self.md; }
    pub(crate) fn write_metadata_kinds(&mut self) {}
    pub(crate) fn write_module_metadata(&mut self) {}
    pub(crate) fn md_id(&self, _n: MdId) -> u64 { 0 }
    pub(crate) fn md_operand_id(&self, _op: Operand) -> u64 { 0 }
    pub(crate) fn write_function_metadata(&mut self, _func: &Function, _ids: &FnIds) {}
    pub(crate) fn write_function_attachments(&mut self, _func: &Function, _insts: &[InstId]) {}
}
