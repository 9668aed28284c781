# SPDX-License-Identifier: MIT
"""Record the matrix products of real model code on a GPU, then run each distinct one again as a
seeded call of choice_record.py: its kernel names, cuBLASLt line and sampled output bits.

    python3 validation/device/cublas_choice/choice_models.py --out DIR

Models from ``transformers`` configs with random weights (no download): GPT-2, a Llama-style
decoder with grouped-query attention, BERT, ViT, T5, a Qwen2-style decoder (vocabulary 151936),
OPT; bf16 and fp16; a training step (forward and backward), a prefill and decode steps with a KV
cache.  GPT-2, BERT and OPT use the eager attention (bmm), the others PyTorch's SDPA.
Every aten mm / bmm / addmm / baddbmm is caught by a TorchDispatchMode: its operands'
shapes, strides and dtypes, alpha, beta, bias or C.  A product whose layout choice_record.py can state
(dense or transposed operands with padded rows) becomes a call (choice_cases.py's fields, family
'model:NAME'); the rest are counted in meta.json.  Writes DIR/models.jsonl (choice_record.py's
records, plus 'model' and 'count', the times the product ran) and DIR/meta.json.
"""
import argparse
import json
import os
import sys
import time
import traceback

import torch
from torch.utils._python_dispatch import TorchDispatchMode

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_record as REC  # noqa: E402

aten = torch.ops.aten
NAMES = {torch.bfloat16: 'bf16', torch.float16: 'fp16', torch.float32: 'fp32'}


def layout(t):
    """(transposed, pad) of the last two dims of a 2-D / 3-D operand, or None."""
    r, c = t.shape[-2], t.shape[-1]
    sr, sc = t.stride()[-2], t.stride()[-1]
    if t.dim() == 3 and t.shape[0] > 1 and t.stride()[0] < r * c:
        return None
    if sc == 1 or c == 1:
        return (0, max(sr, c) - c) if r > 1 else (0, 0)
    if sr == 1 or r == 1:
        return (1, max(sc, r) - r) if c > 1 else (1, 0)
    return None


class Catch(TorchDispatchMode):
    def __init__(self, model):
        super().__init__()
        self.model, self.calls, self.skipped = model, {}, 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        try:
            self.note(func, args, kwargs)
        except Exception:  # noqa: BLE001
            self.skipped += 1
        return func(*args, **kwargs)

    def note(self, func, args, kwargs):
        base = func.overloadpacket
        if base not in (aten.mm, aten.bmm, aten.addmm, aten.baddbmm):
            return
        c = None
        if base in (aten.addmm, aten.baddbmm):
            c, a, b = args[0], args[1], args[2]
        else:
            a, b = args[0], args[1]
        if a.dtype not in NAMES or b.dtype != a.dtype or a.dim() not in (2, 3):
            self.skipped += 1
            return
        la, lb = layout(a), layout(b)
        if la is None or lb is None:
            self.skipped += 1
            return
        fmt = NAMES[a.dtype]
        if fmt == 'fp32':
            fmt = 'tf32' if torch.backends.cuda.matmul.allow_tf32 else 'fp32'
        alpha, beta = float(kwargs.get('alpha', 1)), float(kwargs.get('beta', 1))
        op = {aten.mm: 'mm', aten.bmm: 'bmm'}.get(base)
        if base == aten.addmm:
            op = 'addmm_bias' if (c.dim() == 1 and alpha == 1 and beta == 1) else 'addmm_c'
        elif base == aten.baddbmm:
            op = 'baddbmm'
        if op in ('addmm_c', 'baddbmm') and c.dim() != a.dim():
            self.skipped += 1
            return
        batch = a.shape[0] if a.dim() == 3 else 1
        key = (op, fmt, batch, a.shape[-2], b.shape[-1], a.shape[-1], la, lb, alpha, beta)
        if key in self.calls:
            self.calls[key]['count'] += 1
            return
        self.calls[key] = dict(family='model:' + self.model, model=self.model, op=op, fmt=fmt,
                               out='same', batch=batch, m=a.shape[-2], n=b.shape[-1],
                               k=a.shape[-1], a_km=la[0], b_nk=lb[0], pad_a=la[1], pad_b=lb[1],
                               alpha=alpha, beta=beta, count=1, held_out=0)


def models():
    """(name, model, input maker, decoder?) for each model."""
    import transformers as T
    yield 'gpt2', T.GPT2LMHeadModel(T.GPT2Config(n_layer=2, attn_implementation='eager')), 'ids', 50257, True
    yield 'llama', T.LlamaForCausalLM(T.LlamaConfig(hidden_size=4096, intermediate_size=11008,
                                                    num_attention_heads=32, num_key_value_heads=8,
                                                    num_hidden_layers=1, vocab_size=32000)), 'ids', 32000, True
    yield 'bert', T.BertForMaskedLM(T.BertConfig(num_hidden_layers=2, attn_implementation='eager')), 'ids', 30522, False
    yield 'vit', T.ViTForImageClassification(T.ViTConfig(num_hidden_layers=2)), 'pixels', 0, False
    yield 't5', T.T5ForConditionalGeneration(T.T5Config(num_layers=2, num_decoder_layers=2)), 't5', 32128, False
    yield 'qwen2', T.Qwen2ForCausalLM(T.Qwen2Config(hidden_size=896, intermediate_size=4864,
                                                    num_attention_heads=14, num_key_value_heads=2,
                                                    num_hidden_layers=1, vocab_size=151936)), 'ids', 151936, True
    yield 'opt', T.OPTForCausalLM(T.OPTConfig(num_hidden_layers=2, attn_implementation='eager')), 'ids', 50272, True


def other_models():
    """--zoo other: families of no other recording (eager attention, one or two layers), at the
    widths of their published configurations."""
    import transformers as T
    eager = dict(attn_implementation='eager')
    yield 'mistral', T.MistralForCausalLM(T.MistralConfig(
        hidden_size=4096, intermediate_size=14336, num_attention_heads=32, num_key_value_heads=8,
        num_hidden_layers=1, vocab_size=32000, **eager)), 'ids', 32000, True
    yield 'gemma', T.GemmaForCausalLM(T.GemmaConfig(
        hidden_size=2048, intermediate_size=16384, num_attention_heads=8, num_key_value_heads=1,
        head_dim=256, num_hidden_layers=1, vocab_size=256000, **eager)), 'ids', 256000, True
    yield 'phi', T.PhiForCausalLM(T.PhiConfig(
        hidden_size=2560, intermediate_size=10240, num_attention_heads=32, num_hidden_layers=1,
        vocab_size=51200, **eager)), 'ids', 51200, True
    yield 'neox', T.GPTNeoXForCausalLM(T.GPTNeoXConfig(
        hidden_size=768, intermediate_size=3072, num_attention_heads=12, num_hidden_layers=2,
        vocab_size=50304, **eager)), 'ids', 50304, True
    yield 'smollm', T.LlamaForCausalLM(T.LlamaConfig(
        hidden_size=576, intermediate_size=1536, num_attention_heads=9, num_key_value_heads=3,
        num_hidden_layers=2, vocab_size=49152, **eager)), 'ids', 49152, True


SHAPES = ((4, 512), (1, 1024))    # (batch, sequence) of the training steps; --shapes


def run_model(name, model, kind, vocab, decoder, dtype, catch):
    g = torch.Generator(device='cuda').manual_seed(0)
    model = model.to('cuda', dtype)
    seqs = [(b, min(s, 512 if name == 'bert' else s)) for b, s in SHAPES]
    for batch, seq in seqs if kind != 'pixels' else tuple((b * 2, 0) for b, _ in SHAPES):
        with catch:
            if kind == 'pixels':
                x = torch.randn(batch, 3, 224, 224, device='cuda', dtype=dtype, generator=g)
                out = model(pixel_values=x).logits
            elif kind == 't5':
                ids = torch.randint(0, vocab, (batch, seq // 4), device='cuda', generator=g)
                out = model(input_ids=ids, decoder_input_ids=ids[:, :64]).logits
            else:
                ids = torch.randint(0, vocab, (batch, seq), device='cuda', generator=g)
                out = model(input_ids=ids).logits
            out.float().sum().backward()
        model.zero_grad(set_to_none=True)
    if decoder:
        with torch.no_grad(), catch:
            for batch in sorted({b for b, _ in SHAPES} | {1, 8}):
                ids = torch.randint(0, vocab, (batch, 64), device='cuda', generator=g)
                res = model(input_ids=ids, use_cache=True)
                cache = res.past_key_values
                nxt = ids[:, -1:]
                for _ in range(3):
                    res = model(input_ids=nxt, past_key_values=cache, use_cache=True)
                    cache = res.past_key_values
    model.to('cpu')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--budget-s', type=float, default=300)
    ap.add_argument('--shapes', default=None, help="training steps' BxT list, e.g. 1x128,8x256")
    ap.add_argument('--id-base', type=int, default=100000)
    ap.add_argument('--zoo', default='default', choices=('default', 'other'),
                    help='the seven models of every recording, or other_models()')
    args = ap.parse_args()
    global SHAPES
    if args.shapes:
        SHAPES = tuple(tuple(int(x) for x in p.split('x')) for p in args.shapes.split(','))
    os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    meta = {'models': {}, 'torch': torch.__version__}
    calls = []
    torch.mm(torch.ones(8, 8, device='cuda', dtype=torch.bfloat16),
             torch.ones(8, 8, device='cuda', dtype=torch.bfloat16))
    meta['lt_callback'] = REC.install_lt_callback()
    for name, model, kind, vocab, decoder in (other_models() if args.zoo == 'other' else models()):
        for dtype in (torch.bfloat16, torch.float16):
            tag = '%s-%s' % (name, NAMES[dtype])
            catch = Catch(tag)
            try:
                run_model(name, model, kind, vocab, decoder, dtype, catch)
                meta['models'][tag] = {'calls': len(catch.calls), 'skipped': catch.skipped,
                                       'products': sum(c['count'] for c in catch.calls.values())}
            except Exception as ex:  # noqa: BLE001
                meta['models'][tag] = {'error': '%s: %s' % (type(ex).__name__, str(ex)[:300])}
                traceback.print_exc()
            calls += list(catch.calls.values())
            print(tag, meta['models'][tag], '%.0f s' % (time.time() - t0), flush=True)
        del model
        torch.cuda.empty_cache()
    for i, c in enumerate(calls):
        c['id'] = args.id_base + i
        c['seed'] = args.id_base + i
    with open(os.path.join(args.out, 'models.jsonl'), 'w') as f:
        for i in range(0, len(calls), 50):
            if time.time() - t0 > args.budget_s:
                meta['stopped_at'] = i
                break
            REC.run_chunk(calls[i:i + 50], 'cuda', f)
    meta['seconds'] = time.time() - t0
    meta['distinct_calls'] = len(calls)
    with open(os.path.join(args.out, 'meta.json'), 'w') as f:
        json.dump(meta, f, indent=1, sort_keys=True)


if __name__ == '__main__':
    main()
