package main

// codeloop's Go test runtime: tests take a *codeloopT whose ExpectEq, ExpectErr and
// ExpectNoErr assert (a failure stops the test), besides the testing.T methods; a probe calls
// Observe and ObserveErr instead, which send the canonical text of what they see (see
// codeloop's languages/probes.py) and decide nothing. Results go to descriptor 3 with the job's
// nonce, read from descriptor 4 first.

import (
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

var codeloopNonce string
var codeloopTest int
var codeloopOut *os.File

const codeloopCap = 1024

func codeloopQuote(b *strings.Builder, s string) {
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c == '\n':
			b.WriteString("\\n")
		case c == '\t':
			b.WriteString("\\t")
		case c == '\r':
			b.WriteString("\\r")
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(b, "\\u%04x", c)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
}

func codeloopFloat(b *strings.Builder, f float64, bits int) {
	switch {
	case math.IsNaN(f):
		b.WriteString("nan")
	case math.IsInf(f, 1):
		b.WriteString("inf")
	case math.IsInf(f, -1):
		b.WriteString("-inf")
	default:
		if f == 0 {
			f = 0 // -0 is 0
		}
		text := strconv.FormatFloat(f, 'g', -1, bits) // shortest round-trip text
		if !strings.ContainsAny(text, ".e") {
			text += ".0"
		}
		b.WriteString(text)
	}
}

// codeloopSorted writes parts sorted: a map's iteration order must not matter.
func codeloopSorted(b *strings.Builder, open string, parts []string) {
	sort.Strings(parts)
	b.WriteString(open)
	b.WriteString(strings.Join(parts, ","))
	b.WriteByte('}')
}

func codeloopText(v reflect.Value) string {
	var b strings.Builder
	codeloopShow(&b, v)
	return b.String()
}

// codeloopShow writes the canonical text of a value; a nil slice is an empty one.
func codeloopShow(b *strings.Builder, v reflect.Value) {
	if !v.IsValid() {
		b.WriteString("null")
		return
	}
	if err, ok := v.Interface().(error); ok && v.Kind() != reflect.Slice {
		if v.Kind() == reflect.Ptr && v.IsNil() {
			b.WriteString("null")
			return
		}
		b.WriteString("error(")
		codeloopQuote(b, err.Error())
		b.WriteByte(')')
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		b.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		b.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32:
		codeloopFloat(b, v.Float(), 32)
	case reflect.Float64:
		codeloopFloat(b, v.Float(), 64)
	case reflect.String:
		codeloopQuote(b, v.String())
	case reflect.Slice, reflect.Array:
		b.WriteByte('[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			codeloopShow(b, v.Index(i))
		}
		b.WriteByte(']')
	case reflect.Map:
		parts := make([]string, 0, v.Len())
		iter := v.MapRange()
		for iter.Next() {
			parts = append(parts, codeloopText(iter.Key())+":"+codeloopText(iter.Value()))
		}
		codeloopSorted(b, "{", parts)
	case reflect.Ptr, reflect.Interface:
		if v.IsNil() {
			b.WriteString("null")
		} else {
			codeloopShow(b, v.Elem())
		}
	case reflect.Struct:
		b.WriteString(v.Type().Name())
		b.WriteByte('{')
		for i := 0; i < v.NumField(); i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(v.Type().Field(i).Name)
			b.WriteByte(':')
			codeloopShow(b, v.Field(i))
		}
		b.WriteByte('}')
	default:
		panic("codeloop cannot observe a " + v.Type().String())
	}
}

func codeloopCanonical(value interface{}) string {
	return codeloopText(reflect.ValueOf(value))
}

func codeloopFnv(data []byte, h uint64) string {
	for _, c := range data {
		h ^= uint64(c)
		h *= 0x100000001b3
	}
	return fmt.Sprintf("%016x", h)
}

func codeloopEmit(site int, text string) {
	if len(text) > codeloopCap {
		text = fmt.Sprintf("#%d:%s%s", len(text), codeloopFnv([]byte(text), 0xcbf29ce484222325),
			codeloopFnv([]byte(text), 0xcbf29ce484222325^0x9e3779b97f4a7c15))
	}
	line := fmt.Sprintf("CLO1 %s %d %d %s\n", codeloopNonce, codeloopTest, site,
		hex.EncodeToString([]byte(text)))
	if _, err := codeloopOut.Write([]byte(line)); err != nil {
		os.Exit(70)
	}
}

// Observe sends what a probe sees at one site.
func (t *codeloopT) Observe(site int, value interface{}) { codeloopEmit(site, codeloopCanonical(value)) }

// ObserveErr sends an error's message, or null.
func (t *codeloopT) ObserveErr(site int, err error) {
	if err == nil {
		codeloopEmit(site, "null")
		return
	}
	var b strings.Builder
	b.WriteString("error(")
	codeloopQuote(&b, err.Error())
	b.WriteByte(')')
	codeloopEmit(site, b.String())
}

// ExpectEq stops the test unless got and want have the same canonical text (so an int64 result
// equals an untyped constant, and a nil slice an empty one).
func (t *codeloopT) ExpectEq(got, want interface{}) {
	if g, w := codeloopCanonical(got), codeloopCanonical(want); g != w {
		t.Fatalf("got %s, want %s", g, w)
	}
}

// ExpectErr stops the test unless err is an error whose message is want.
func (t *codeloopT) ExpectErr(err error, want string) {
	if err == nil || err.Error() != want {
		t.Fatalf("want error %q, got %v", want, err)
	}
}

// ExpectNoErr stops the test if err is an error.
func (t *codeloopT) ExpectNoErr(err error) {
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

type codeloopT struct {
	failed   bool
	messages []string
}

type codeloopStop struct{}

func (t *codeloopT) Errorf(format string, args ...interface{}) {
	t.failed = true
	t.messages = append(t.messages, fmt.Sprintf(format, args...))
}

func (t *codeloopT) Error(args ...interface{}) {
	t.failed = true
	t.messages = append(t.messages, fmt.Sprint(args...))
}

func (t *codeloopT) Fatalf(format string, args ...interface{}) {
	t.Errorf(format, args...)
	panic(codeloopStop{})
}

func (t *codeloopT) Fatal(args ...interface{}) {
	t.Error(args...)
	panic(codeloopStop{})
}

func (t *codeloopT) Fail()                                 { t.failed = true }
func (t *codeloopT) FailNow()                              { t.failed = true; panic(codeloopStop{}) }
func (t *codeloopT) Helper()                               {}
func (t *codeloopT) Log(args ...interface{})               {}
func (t *codeloopT) Logf(format string, args ...interface{}) {}

// codeloopDeepEqual is reflect.DeepEqual, for tests of slices and maps.
func codeloopDeepEqual(a, b interface{}) bool { return reflect.DeepEqual(a, b) }

func codeloopOne(test func(*codeloopT)) (status, message string) {
	t := &codeloopT{}
	defer func() {
		if r := recover(); r != nil {
			if _, stop := r.(codeloopStop); stop {
				status, message = "failed", strings.Join(t.messages, "; ")
			} else {
				status, message = "error", fmt.Sprint("panic: ", r)
			}
		}
	}()
	test(t)
	if t.failed {
		return "failed", strings.Join(t.messages, "; ")
	}
	return "passed", ""
}

func codeloopRun(tests []func(*codeloopT)) {
	input := os.NewFile(4, "nonce")
	raw, _ := io.ReadAll(input)
	input.Close()
	nonce := strings.TrimSpace(string(raw))
	out := os.NewFile(3, "results")
	codeloopNonce, codeloopOut = nonce, out
	start, _ := strconv.Atoi(os.Args[1])
	for k := start; k < len(tests); k++ {
		codeloopTest = k
		status, message := codeloopOne(tests[k])
		line := fmt.Sprintf("CLR1 %s %d %s %s\n", nonce, k, status, hex.EncodeToString([]byte(message)))
		if _, err := out.Write([]byte(line)); err != nil {
			os.Exit(70)
		}
	}
}
