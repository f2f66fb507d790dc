pub mod actions;
pub mod curtain;
pub mod end;
pub mod log;
pub mod share;
