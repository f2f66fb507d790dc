//! `smokestack-wasm-split IN.wasm OUT_DIR MAIN_JS`: splits a wasm linked with relocations at its
//! split points (`#[wasm_split]`, `#[lazy]`) into `OUT_DIR/main.wasm` (for wasm-bindgen), one
//! module per split point and per shared part, and `__wasm_split.js`, their loader, which imports
//! the main module's script as `MAIN_JS`. Prints which parts each split point needs.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, out, main_js] = args.as_slice() else {
        eprintln!("usage: smokestack-wasm-split IN.wasm OUT_DIR MAIN_JS");
        return ExitCode::from(2);
    };
    let wasm = match std::fs::read(input) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("cannot read {input}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let out = Path::new(out);
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("cannot make {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    let main_out = out.join("main.wasm");
    let mut opts = wasm_split_cli_support::Options::new(&wasm);
    opts.output_dir = out;
    opts.main_out_path = &main_out;
    opts.main_module = main_js;
    match wasm_split_cli_support::transform(opts) {
        Ok(r) => {
            let mut parts: Vec<_> = r.prefetch_map.iter().collect();
            parts.sort();
            for (point, needs) in parts {
                println!("{point}: {}", needs.join(" "));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("split failed: {e:?}");
            ExitCode::FAILURE
        }
    }
}
