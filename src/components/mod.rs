pub mod actions;
pub mod board;
pub mod claim;
pub mod curtain;
pub mod end;
pub mod log;
pub mod send;
pub mod share;
